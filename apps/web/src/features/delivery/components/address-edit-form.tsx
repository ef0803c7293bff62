import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import MyLocation from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Address, AddressCheckData } from '@spesa/shared/delivery/address.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
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
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useCheckAddress } from '../api/check-address';
import type { Point } from '../api/get-nearby-stores';
import { getPlaceAt } from '../api/get-place-at';
import { getPlaceSuggestions } from '../api/get-place-suggestions';
import { useSelectAddress } from '../api/select-address';
import { useUpdateAddress } from '../api/update-address';
import { useGeolocation } from '../hooks/use-geolocation';
import { splitStreetAndNumber } from '../utils/address-text';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  addressFormSchema,
  addressFormValuesOf,
  type AddressFormValues,
} from '../utils/address-form-schema';
import { PlaceSearchField, type PlaceChoice } from './place-search-field';

/** spec §4 "Address check states", plus the service failing (home delivery then shows as unavailable). */
type CheckState =
  | { state: 'unchecked' }
  | { state: 'incomplete'; message: string; missing: CheckAddressField[] }
  | { state: 'not-served' }
  | { state: 'served'; answer: AddressCheckData }
  | { state: 'failed'; message: string };

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
  /** The form's section headings sit under the screen's or the dialog's title. */
  sectionHeading?: 'h2' | 'h3';
}

function addressLine(values: Pick<AddressFormValues, CheckAddressField>): string {
  const street = [values.address1, values.addressNumber].filter(Boolean).join(' ');
  const town = `${values.postalcode} ${values.city}${values.province ? ` (${values.province})` : ''}`.trim();
  return [street, town].filter(Boolean).join(', ');
}

/**
 * spec §2 "Add/edit address" with the rules of §5 and the messages of §8: find the address (typed, or from
 * the shopper's position), check it, then the delivery details; saving asks to confirm the address found.
 */
export function AddressEditForm({ address, onBack, onSaved, sectionHeading = 'h2' }: AddressEditFormProps) {
  const { t } = useTranslation();
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
  const [isPlaceShown, setPlaceShown] = useState(isEditing);
  const [searchKey, setSearchKey] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmRequest, setConfirmRequest] = useState<ConfirmRequest | null>(null);
  const geolocation = useGeolocation();
  const checkMutation = useCheckAddress();
  const updateMutation = useUpdateAddress();
  const selectMutation = useSelectAddress();

  const {
    control,
    register,
    setValue,
    getValues,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: addressFormValuesOf(address),
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  const canSave = canSaveAddress(values);
  const isSaving = checkMutation.isPending || updateMutation.isPending || selectMutation.isPending;

  const placeValues = () => {
    const current = getValues();
    return {
      address1: current.address1,
      addressNumber: current.addressNumber,
      city: current.city,
      province: current.province,
      postalcode: current.postalcode,
    };
  };

  /** A place found by a suggestion or the shopper's position: what it names is shown read-only. */
  const fillPlace = (fields: Record<CheckAddressField, string>) => {
    for (const field of CHECK_ADDRESS_FIELDS) setValue(field, fields[field], { shouldDirty: true });
    setFoundFields(new Set(CHECK_ADDRESS_FIELDS.filter((field) => fields[field] !== '')));
    setCheck({ state: 'unchecked' });
    setPlaceShown(true);
  };

  const onPlaceChosen = ({ place, street }: PlaceChoice) => {
    const { address1, addressNumber } = splitStreetAndNumber(street);
    const postalcode = place.postalcode || (place.postalcodes.length === 1 ? place.postalcodes[0]! : '');
    setPostalcodes(place.postalcodes);
    setPoint(null);
    fillPlace({ address1, addressNumber, city: place.city, province: place.province, postalcode });
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
      setPostalcodes(town.postalcodes);
      setPoint(position);
      const postalcode = place.postalcode || (town.postalcodes.length === 1 ? town.postalcodes[0]! : '');
      fillPlace({ address1: '', addressNumber: '', city: place.city, province: place.province, postalcode });
      setSearchKey((key) => key + 1);
    } catch {
      // The call's own toast has told the shopper; the form stays as it was.
    }
  };

  const editPlace = () => {
    setFoundFields(new Set());
    setCheck({ state: 'unchecked' });
  };

  /** spec §5 "Check-address": the five fields first, then the service. */
  const runCheck = async (): Promise<AddressCheckData | undefined> => {
    const place = placeValues();
    const missing = missingAddressFields(place);
    const message = incompleteAddressMessage(missing);
    if (message) {
      setPlaceShown(true);
      setCheck({ state: 'incomplete', message, missing });
      return undefined;
    }
    try {
      const answer = await checkMutation.mutateAsync({ ...place, ...(point ?? {}) });
      if (answer.active !== 1) {
        setCheck({ state: 'not-served' });
        return undefined;
      }
      setCheck({ state: 'served', answer });
      for (const field of CHECK_ADDRESS_FIELDS) setValue(field, answer[field] || place[field]);
      if (answer.latitude !== null && answer.longitude !== null) {
        setPoint({ latitude: answer.latitude, longitude: answer.longitude });
      }
      setFoundFields(new Set(CHECK_ADDRESS_FIELDS));
      return answer;
    } catch (error) {
      setCheck({ state: 'failed', message: error instanceof Error ? error.message : t('errors.generic') });
      return undefined;
    }
  };

  const confirm = (text: string) =>
    new Promise<boolean>((resolve) => {
      setConfirmRequest({ text, resolve });
    });

  const onSubmit = handleSubmit(async (formValues) => {
    setSaveError(null);
    const answer = check.state === 'served' ? check.answer : await runCheck();
    if (!answer) return;
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
    let saved: Address;
    try {
      saved = await updateMutation.mutateAsync(
        normaliseAddressForSave({
          ...formValues,
          ...placeValues(),
          ...(checkedPoint ?? {}),
          ...(address ? { addressId: address.addressId } : {}),
        }),
      );
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : t('errors.generic'));
      return;
    }
    notify(t('delivery.address.saved'), 'success');
    try {
      onSaved(saved, await selectMutation.mutateAsync(saved));
    } catch {
      // The refusal's toast has told the shopper; the address is saved and stays in their list.
    }
  });

  const isFound = (field: CheckAddressField) => foundFields.has(field);
  const isMissing = (field: CheckAddressField) =>
    check.state === 'incomplete' && check.missing.includes(field);
  const placeField = (field: CheckAddressField, label: string, extra: { inputMode?: 'numeric' } = {}) => (
    <TextField
      {...register(field, { onChange: () => setCheck({ state: 'unchecked' }) })}
      label={label}
      required
      fullWidth
      error={isMissing(field)}
      slotProps={{
        input: { readOnly: isFound(field) },
        htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH[field], ...extra },
        inputLabel: { shrink: true },
      }}
      variant={isFound(field) ? 'filled' : 'outlined'}
    />
  );
  const postalcodeOptions = postalcodes.length > 1 && !isFound('postalcode');
  const postalcodeField = postalcodeOptions ? (
    <Controller
      name="postalcode"
      control={control}
      render={({ field }) => (
        <TextField
          select
          label={t('delivery.address.fields.postalcode')}
          required
          fullWidth
          error={isMissing('postalcode')}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value);
            setCheck({ state: 'unchecked' });
          }}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          slotProps={{ inputLabel: { shrink: true } }}
        >
          {postalcodes.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  ) : (
    placeField('postalcode', t('delivery.address.fields.postalcode'), {
      inputMode: 'numeric',
    })
  );

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
            {!isFound('city') && (
              <>
                <PlaceSearchField
                  key={searchKey}
                  withStreet
                  label={t('delivery.address.search')}
                  placeholder={
                    geolocation.status === 'locating'
                      ? t('delivery.geolocation.locating')
                      : t('delivery.geolocation.typeAddress')
                  }
                  helperText={t('delivery.address.searchHint')}
                  onSelect={onPlaceChosen}
                />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Button
                    startIcon={<MyLocation />}
                    variant="outlined"
                    loading={geolocation.status === 'locating'}
                    loadingPosition="start"
                    onClick={() => void onLocate()}
                  >
                    {geolocation.status === 'locating'
                      ? t('delivery.geolocation.locating')
                      : t('delivery.geolocation.useMyPosition')}
                  </Button>
                  {!isPlaceShown && (
                    <Button onClick={() => setPlaceShown(true)}>{t('delivery.address.typeByHand')}</Button>
                  )}
                </Box>
                <Box aria-live="polite" sx={visuallyHidden}>
                  {geolocation.status === 'locating' ? t('delivery.geolocation.locating') : ''}
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
            )}
            {isPlaceShown && (
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: 'repeat(6, minmax(0, 1fr))', sm: 'repeat(12, minmax(0, 1fr))' },
                }}
              >
                <Box sx={{ gridColumn: { xs: 'span 6', sm: 'span 9' } }}>
                  {placeField('address1', t('delivery.address.fields.address1'))}
                </Box>
                <Box sx={{ gridColumn: { xs: 'span 3', sm: 'span 3' } }}>
                  {placeField('addressNumber', t('delivery.address.fields.addressNumber'))}
                </Box>
                <Box sx={{ gridColumn: { xs: 'span 3', sm: 'span 3' }, order: { sm: 1 } }}>
                  {postalcodeField}
                </Box>
                <Box sx={{ gridColumn: { xs: 'span 4', sm: 'span 6' } }}>
                  {placeField('city', t('delivery.address.fields.city'))}
                </Box>
                <Box sx={{ gridColumn: { xs: 'span 2', sm: 'span 3' } }}>
                  {placeField('province', t('delivery.address.fields.province'))}
                </Box>
              </Box>
            )}
            <Box id={statusId} aria-live="polite">
              <CheckStatus check={check} />
            </Box>
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

        <Box component="section" aria-labelledby={`${formId}-details`}>
          <Typography id={`${formId}-details`} component={sectionHeading} variant="h3" sx={{ mb: 1.5 }}>
            {t('delivery.address.detailsTitle')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <TextField
              {...register('addressName')}
              label={t('delivery.address.fields.addressName')}
              helperText={errors.addressName?.message ?? t('delivery.address.addressNameHint')}
              error={Boolean(errors.addressName)}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.addressName } }}
            />
            <TextField
              {...register('doorbellName')}
              label={t('delivery.address.fields.doorbellName')}
              helperText={errors.doorbellName?.message}
              error={Boolean(errors.doorbellName)}
              required
              fullWidth
              autoComplete="family-name"
              slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.doorbellName } }}
            />
            <TextField
              {...register('referencePhoneNumber')}
              label={t('delivery.address.fields.referencePhoneNumber')}
              helperText={errors.referencePhoneNumber?.message}
              error={Boolean(errors.referencePhoneNumber)}
              required
              fullWidth
              type="tel"
              autoComplete="tel"
              slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.referencePhoneNumber } }}
            />
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <TextField
                {...register('floor')}
                label={t('delivery.address.fields.floor')}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.floor } }}
              />
              <Controller
                name="elevator"
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    label={t('delivery.address.fields.elevator')}
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        name={field.name}
                      />
                    }
                  />
                )}
              />
            </Box>
            <TextField
              {...register('addressNote')}
              label={t('delivery.address.fields.addressNote')}
              multiline
              minRows={2}
              fullWidth
              sx={{ gridColumn: { sm: 'span 2' } }}
              slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH.addressNote } }}
            />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('delivery.address.requiredHint')}
          </Typography>
        </Box>

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

function CheckStatus({ check }: { check: CheckState }) {
  const { t } = useTranslation();
  switch (check.state) {
    case 'incomplete':
      return (
        <Alert severity="warning" role="alert">
          {check.message}
        </Alert>
      );
    case 'not-served':
      return (
        <Alert severity="error" role="alert">
          {ADDRESS_NOT_SERVED_MESSAGE}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" role="alert">
          {t('delivery.address.homeDeliveryUnavailable', { message: check.message })}
        </Alert>
      );
    case 'served':
      return (
        <Alert severity="success" icon={<CheckCircle />}>
          {t('delivery.address.served')}
        </Alert>
      );
    default:
      return null;
  }
}
