import MyLocation from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CheckAddressField } from '@spesa/shared/rules/address-check';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { notify } from '../../../lib/notify';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { Point } from '../api/get-nearby-stores';
import { getPlaceAt } from '../api/get-place-at';
import { getPlaceSuggestions } from '../api/get-place-suggestions';
import { useGeolocation } from '../hooks/use-geolocation';
import { splitStreetAndNumber } from '../utils/address-text';
import { PlaceSearchField, type PlaceChoice } from './place-search-field';
import '../../../lib/messages-it-delivery';

/** A place found by a suggestion or the shopper's position. */
export interface FoundPlace {
  fields: Record<CheckAddressField, string>;
  /** The town's postal codes, offered as a list when there are several. */
  postalcodes: string[];
  point: Point | null;
}

interface AddressPlaceFinderProps {
  onFound: (found: FoundPlace) => void;
  /** The five place fields are on screen already. */
  isPlaceShown: boolean;
  onTypeByHand?: () => void;
  /** False: the position button only, under the fields typed by hand (no place-suggestion service). */
  withSearch?: boolean;
}

/** spec §2 "Add/edit address": find the address by typing it, or from the shopper's position. */
export function AddressPlaceFinder({
  onFound,
  isPlaceShown,
  onTypeByHand,
  withSearch = true,
}: AddressPlaceFinderProps) {
  const { t } = useTranslation();
  const geolocation = useGeolocation();
  const [searchKey, setSearchKey] = useState(0);
  const isLocating = geolocation.status === 'locating';

  const onPlaceChosen = ({ place, street }: PlaceChoice) => {
    const { address1, addressNumber } = splitStreetAndNumber(street);
    const postalcode = place.postalcode || (place.postalcodes.length === 1 ? place.postalcodes[0]! : '');
    onFound({
      fields: { address1, addressNumber, city: place.city, province: place.province, postalcode },
      postalcodes: place.postalcodes,
      point: null,
    });
  };

  const onLocate = async () => {
    const position = await geolocation.locate();
    if (!position) return;
    try {
      const place = await getPlaceAt(position);
      if (!place) {
        notify(t('delivery.geolocation.notFound'), 'warning');
        return;
      }
      // The reverse answer names one postal code only when the town has one: the town's list offers them all.
      const town = place.postalcodes.length
        ? place
        : ((await getPlaceSuggestions(place.city)).find(
            (s) => s.city === place.city && s.province === place.province,
          ) ?? place);
      const postalcode = place.postalcode || (town.postalcodes.length === 1 ? town.postalcodes[0]! : '');
      onFound({
        fields: { address1: '', addressNumber: '', city: place.city, province: place.province, postalcode },
        postalcodes: town.postalcodes,
        point: position,
      });
      setSearchKey((key) => key + 1);
    } catch {
      // The call's own toast has told the shopper; the form stays as it was.
    }
  };

  return (
    <>
      {withSearch && (
        <PlaceSearchField
          key={searchKey}
          withStreet
          label={t('delivery.address.search')}
          placeholder={
            isLocating ? t('delivery.geolocation.locating') : t('delivery.geolocation.typeAddress')
          }
          helperText={t('delivery.address.searchHint')}
          onSelect={onPlaceChosen}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          startIcon={<MyLocation />}
          variant="outlined"
          loading={isLocating}
          loadingPosition="start"
          onClick={() => void onLocate()}
        >
          {isLocating ? t('delivery.geolocation.locating') : t('delivery.geolocation.useMyPosition')}
        </Button>
        {!isPlaceShown && onTypeByHand && (
          <Button onClick={onTypeByHand}>{t('delivery.address.typeByHand')}</Button>
        )}
      </Box>
      <Box aria-live="polite" sx={visuallyHidden}>
        {isLocating ? t('delivery.geolocation.locating') : ''}
      </Box>
      {geolocation.status === 'denied' && (
        <Alert severity="warning" role="alert">
          {t('delivery.geolocation.denied')}
        </Alert>
      )}
      {geolocation.status === 'unavailable' && (
        <Alert severity="info" role="alert">
          {t('delivery.geolocation.unavailable')}
        </Alert>
      )}
    </>
  );
}
