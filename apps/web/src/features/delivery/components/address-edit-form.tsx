import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Address, AddressCheckData } from '@spesa/shared/delivery/address.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';
import type { Store } from '@spesa/shared/delivery/store.contract';
import {
  ADDRESS_NOT_SERVED_MESSAGE,
  ADDRESS_NOT_VALIDATED_MESSAGE,
  CHECK_ADDRESS_FIELDS,
  canSaveAddress,
  incompleteAddressMessage,
  missingAddressFields,
  normaliseAddressForSave,
  type CheckAddressField,
} from '@spesa/shared/rules/address-check';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { settleMutation } from '../../../lib/mutation-feedback';
import { notify } from '../../../lib/notify';
import { useTenantConfig } from '../../../lib/tenant-config-context';
import { useCheckAddress, type CheckedAddress } from '../api/check-address';
import type { Point } from '../api/get-nearby-stores';
import { useSelectAddress } from '../api/select-address';
import { useUpdateAddress } from '../api/update-address';
import { addressFormSchema, addressFormValuesOf, type AddressFormValues } from '../utils/address-form-schema';
import { addressLine } from '../utils/address-text';
import { AddressCheckStatus, type CheckState } from './address-check-status';
import { AddressDetailsFields } from './address-details-fields';
import { AddressPlaceFields } from './address-place-fields';
import { AddressPlaceFinder, type FoundPlace } from './address-place-finder';
import { NearestStoreOffer } from './nearest-store-offer';
import { NotifyWhenServed } from './notify-when-served';
import '../../../lib/messages-it-delivery';

/** Why the address is not served: the server's words, or the spec §8 message. */
const refusalOf = (answer: AddressCheckData | CheckedAddress): string =>
  ('refusal' in answer ? answer.refusal : null) ?? ADDRESS_NOT_SERVED_MESSAGE;

interface ConfirmRequest {
  text: string;
  resolve: (isConfirmed: boolean) => void;
}

interface AddressEditFormProps {
  /** The address to edit; a new home address without it. */
  address?: Address;
  /** spec §2: the back button is optional. */
  onBack?: () => void;
  /** Called once the address is saved and set on the cart as its home address (spec §4 "Address save"). */
  onSaved: (address: Address, cart: CartDelivery) => void;
  /** The shopper took pick-up at the store nearest to an address not served (a toast says so). */
  onPickUpChosen?: (cart: CartDelivery) => void;
  /** The form's section headings sit under the screen's or the dialog's title. */
  sectionHeading?: 'h2' | 'h3';
}

/**
 * spec §2 "Add/edit address" with the rules of §5 and the messages of §8: find the address (typed, or from
 * the shopper's position), check it, then the delivery details; saving asks to confirm the address found.
 * With a place-suggestion service (a maps key) the one-line finder comes first; without one, the five fields,
 * whose town and postal code suggest the chain's towns. An address not served offers pick-up at the nearest
 * store and the request to be told when it is served.
 */
export function AddressEditForm({
  address,
  onBack,
  onSaved,
  onPickUpChosen,
  sectionHeading = 'h2',
}: AddressEditFormProps) {
  const { t } = useTranslation();
  const { placeSearch = false } = useTenantConfig();
  const formId = useId();
  const statusId = `${formId}-status`;
  const isEditing = address !== undefined;
  const [check, setCheck] = useState<CheckState>({ state: 'unchecked' });
  const [foundFields, setFoundFields] = useState<ReadonlySet<CheckAddressField>>(
    () => new Set(isEditing ? CHECK_ADDRESS_FIELDS : []),
  );
  const [postalcodes, setPostalcodes] = useState<string[]>([]);
  const [point, setPoint] = useState<Point | null>(
    address?.latitude != null && address.longitude != null
      ? { latitude: address.latitude, longitude: address.longitude }
      : null,
  );
  const [isPlaceShown, setPlaceShown] = useState(isEditing || !placeSearch);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmRequest, setConfirmRequest] = useState<ConfirmRequest | null>(null);
  const checkMutation = useCheckAddress();
  const updateMutation = useUpdateAddress();
  const selectMutation = useSelectAddress();

  const { control, register, setValue, getValues, handleSubmit } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: addressFormValuesOf(address),
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  const canSave = canSaveAddress(values);
  const isSaving = checkMutation.isPending || updateMutation.isPending || selectMutation.isPending;

  const placeValues = (): Record<CheckAddressField, string> => {
    const { address1, addressNumber, city, province, postalcode } = getValues();
    return { address1, addressNumber, city, province, postalcode };
  };

  /** A place found by a suggestion or the shopper's position: what it names is shown read-only. */
  const onPlaceFound = ({ fields, postalcodes: townPostalcodes, point: foundPoint }: FoundPlace) => {
    setPostalcodes(townPostalcodes);
    setPoint(foundPoint);
    for (const field of CHECK_ADDRESS_FIELDS) setValue(field, fields[field], { shouldDirty: true });
    setFoundFields(new Set(CHECK_ADDRESS_FIELDS.filter((field) => fields[field] !== '')));
    setCheck({ state: 'unchecked' });
    setPlaceShown(true);
  };

  /** A town suggested by the town or postal code field (typed by hand): the fields stay editable. */
  const onTownChosen = (place: PlaceSuggestion) => {
    const onlyCode = place.postalcodes.length === 1 ? place.postalcodes[0]! : '';
    setValue('city', place.city, { shouldDirty: true });
    setValue('province', place.province, { shouldDirty: true });
    setValue('postalcode', place.postalcode || onlyCode, { shouldDirty: true });
    setPostalcodes(place.postalcodes);
    setPoint(null);
    setCheck({ state: 'unchecked' });
  };

  const onPickUp = (cart: CartDelivery, store: Store) => {
    notify(t('delivery.nearestStore.chosen', { name: store.name }), 'success');
    onPickUpChosen?.(cart);
  };

  const editPlace = () => {
    setFoundFields(new Set());
    setCheck({ state: 'unchecked' });
  };

  /** spec §5 "Check-address": the five fields first, then the service. */
  const runCheck = async (): Promise<AddressCheckData | CheckedAddress | undefined> => {
    const place = placeValues();
    const missing = missingAddressFields(place);
    const message = incompleteAddressMessage(missing);
    if (message) {
      setPlaceShown(true);
      setCheck({ state: 'incomplete', message, missing });
      return undefined;
    }
    const answer = await settleMutation(
      checkMutation.mutateAsync(
        { ...place, ...(point ?? {}) },
        {
          onError: (error) =>
            setCheck({
              state: 'failed',
              message: error instanceof Error ? error.message : t('errors.generic'),
            }),
        },
      ),
    );
    if (!answer) return undefined;
    if (answer.active !== 1) {
      setCheck({
        state: 'not-served',
        message: refusalOf(answer),
        point:
          answer.latitude !== null && answer.longitude !== null
            ? { latitude: answer.latitude, longitude: answer.longitude }
            : point,
      });
      return answer;
    }
    setCheck({ state: 'served', answer });
    for (const field of CHECK_ADDRESS_FIELDS) setValue(field, answer[field] || place[field]);
    if (answer.latitude !== null && answer.longitude !== null) {
      setPoint({ latitude: answer.latitude, longitude: answer.longitude });
    }
    setFoundFields(new Set(CHECK_ADDRESS_FIELDS));
    return answer;
  };

  const confirm = (text: string) =>
    new Promise<boolean>((resolve) => {
      setConfirmRequest({ text, resolve });
    });

  const onSubmit = handleSubmit(async (formValues) => {
    setSaveError(null);
    const answer = check.state === 'served' ? check.answer : await runCheck();
    if (!answer) return;
    if (answer.active !== 1) {
      // spec §8: the save is refused; the reason shows by the button too, in the server's words.
      setSaveError(refusalOf(answer));
      return;
    }
    const isConfirmed = await confirm(
      answer.validated
        ? t('delivery.address.foundConfirm', { address: addressLine(placeValues()) })
        : ADDRESS_NOT_VALIDATED_MESSAGE,
    );
    if (!isConfirmed) return;
    const checkedPoint =
      answer.latitude !== null && answer.longitude !== null
        ? { latitude: answer.latitude, longitude: answer.longitude }
        : point;
    const saved = await settleMutation(
      updateMutation.mutateAsync(
        normaliseAddressForSave({
          ...formValues,
          ...placeValues(),
          ...(checkedPoint ?? {}),
          ...(address ? { addressId: address.addressId } : {}),
        }),
        { onError: (error) => setSaveError(error instanceof Error ? error.message : t('errors.generic')) },
      ),
    );
    if (!saved) return;
    notify(t('delivery.address.saved'), 'success');
    // A refusal's toast tells the shopper; the address is saved and stays in their list.
    const cart = await settleMutation(selectMutation.mutateAsync(saved));
    if (cart) onSaved(saved, cart);
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2.5}>
        {onBack && (
          <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ alignSelf: 'flex-start', ml: -1 }}>
            {t('common.back')}
          </Button>
        )}
        <Box component="section" aria-labelledby={`${formId}-place`}>
          <Typography id={`${formId}-place`} component={sectionHeading} variant="h3" sx={{ mb: 1.5 }}>
            {t('delivery.address.placeTitle')}
          </Typography>
          <Stack spacing={1.5}>
            {placeSearch && !foundFields.has('city') && (
              <AddressPlaceFinder
                onFound={onPlaceFound}
                isPlaceShown={isPlaceShown}
                onTypeByHand={() => setPlaceShown(true)}
              />
            )}
            {isPlaceShown && (
              <AddressPlaceFields
                control={control}
                register={register}
                foundFields={foundFields}
                missingFields={check.state === 'incomplete' ? check.missing : []}
                postalcodes={postalcodes}
                onEdited={() => setCheck({ state: 'unchecked' })}
                {...(placeSearch ? {} : { onTownChosen })}
              />
            )}
            {!placeSearch && !foundFields.has('city') && (
              <AddressPlaceFinder onFound={onPlaceFound} isPlaceShown withSearch={false} />
            )}
            <Box id={statusId} aria-live="polite">
              <AddressCheckStatus check={check} />
            </Box>
            {check.state === 'not-served' && check.point && (
              <NearestStoreOffer point={check.point} onChosen={onPickUp} />
            )}
            {check.state === 'not-served' && <NotifyWhenServed place={placeValues} />}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {check.state !== 'served' && (
                <Button
                  variant="outlined"
                  loading={checkMutation.isPending}
                  onClick={() => void runCheck()}
                  aria-describedby={statusId}
                >
                  {t('delivery.address.check')}
                </Button>
              )}
              {foundFields.size > 0 && <Button onClick={editPlace}>{t('delivery.address.editPlace')}</Button>}
            </Box>
          </Stack>
        </Box>

        <AddressDetailsFields control={control} sectionHeading={sectionHeading} />

        {saveError && (
          <Alert severity="error" role="alert">
            {saveError}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!canSave}
          loading={isSaving}
        >
          {t('delivery.address.save')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirmRequest !== null}
        title={t('delivery.address.confirmTitle')}
        text={confirmRequest?.text ?? ''}
        onAnswer={(isConfirmed) => {
          confirmRequest?.resolve(isConfirmed);
          setConfirmRequest(null);
        }}
      />
    </Box>
  );
}
