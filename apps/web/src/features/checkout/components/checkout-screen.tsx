import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPLETE_PROFILE_LEVEL, type BillingAddress } from '@spesa/shared/account/user-detail.contract';
import { ORDER_NOTE_MAX_LENGTH, type Cart, type CartInfoProperty } from '@spesa/shared/cart/cart.contract';
import { invoiceBillingProblems } from '@spesa/shared/orders/invoice-request';
import { PROFILE_INCOMPLETE_MESSAGE } from '@spesa/shared/orders/order.contract';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { CartTotals } from '../../../components/cart-totals';
import { SectionCard } from '../../../components/section-card';
import { SummaryPanel } from '../../../components/summary-panel';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { settleMutation } from '../../../lib/mutation-feedback';
import { usePrepareCheckout } from '../api/prepare-checkout';
import { useUpdateCartInfo } from '../api/update-cart-info';
import { useUpdateCartItemInfos } from '../api/update-cart-item-infos';
import { useCheckoutCart } from '../hooks/use-checkout-cart';
import { checkoutFormSchema, type CheckoutForm } from '../utils/checkout-form-schema';
import { OrderThresholdNotice, useOrderThresholds } from '../../../components/order-threshold-notice';
import { CheckoutItems } from './checkout-items';
import { CheckoutCartState } from './checkout-cart-state';
import { GiftCodePanel } from './gift-code-panel';
import { InvoiceChoice } from './invoice-choice';
import { PackagingPicker } from './packaging-picker';
import '../../../lib/messages-it-orders';

export interface CheckoutProfile {
  /** spec §5: ordering needs profile level 2. */
  level: number;
  /** The billing data an invoice is made out to (spec §3 need_invoice); null when none is saved. */
  billing: BillingAddress | null;
}

interface CheckoutScreenProps {
  /** The cart's address and timeslot with their edit buttons (the delivery feature). */
  deliveryInfo: ReactNode;
  /** Undefined while it loads: the server checks the same rules at prepare. */
  profile: CheckoutProfile | undefined;
  /** Where the profile is completed and the billing data saved. */
  profileHref: string;
  homeHref: string;
  /** The cart is locked (prepared): go on to the payment. */
  onPrepared: () => void;
}

function defaultsOf(cart: Cart): CheckoutForm {
  return {
    orderComment: cart.cartInfos.order_comment ?? '',
    // spec §9: alternatives are accepted unless the shopper says otherwise.
    acceptAlternatives: cart.cartInfos.accept_alternatives !== 'false',
    needInvoice: cart.cartInfos.need_invoice === 'true',
    termsAccepted: cart.cartInfos.terms_accepted === 'true',
  };
}

/** spec §2 /checkout and §5: the last look at the order, its options and rules, then lock and pay. */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const { data: cart, isPending, isError, refetch } = useCheckoutCart();

  if (isPending || isError || cart.totalItems === 0) {
    return (
      <CheckoutCartState
        cart={cart}
        isPending={isPending}
        isError={isError}
        retry={() => void refetch()}
        homeHref={props.homeHref}
        skeletonHeights={[160, 240]}
      />
    );
  }
  return <CheckoutForms key={cart.cartId} cart={cart} {...props} />;
}

function CheckoutForms({
  cart,
  deliveryInfo,
  profile,
  profileHref,
  onPrepared,
}: CheckoutScreenProps & { cart: Cart }) {
  const { t } = useTranslation();
  const { mutate: updateCartInfo } = useUpdateCartInfo();
  const { mutate: updateCartItemInfos } = useUpdateCartItemInfos();
  const { mutateAsync: prepareCheckout } = usePrepareCheckout();
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutForm>({ resolver: zodResolver(checkoutFormSchema), defaultValues: defaultsOf(cart) });
  const orderComment = useWatch({ control, name: 'orderComment' });
  const isProfileIncomplete = profile !== undefined && profile.level < COMPLETE_PROFILE_LEVEL;
  const thresholds = useOrderThresholds(cart);
  const isBelowMinimum = thresholds.minimumText !== null;
  // spec §5: the billing data with the billing form's validators (the server checks the same at prepare).
  const invoiceProblems = profile ? invoiceBillingProblems(profile.billing) : [];
  const items = cart.sectors?.length ? cart.sectors.flatMap((sector) => sector.cartItems) : cart.cartItems;

  const saveInfo = (property: CartInfoProperty, value: string | boolean) =>
    updateCartInfo({ property, value });

  const onSubmit = async (values: CheckoutForm) => {
    if (isProfileIncomplete) {
      setError('root.profile', { message: PROFILE_INCOMPLETE_MESSAGE });
      return;
    }
    if (cart.canRequestInvoice && values.needInvoice && invoiceProblems.length > 0) {
      setError('needInvoice', { message: invoiceProblems[0] });
      return;
    }
    const prepared = await settleMutation(
      prepareCheckout(
        {
          terms_accepted: true,
          order_comment: values.orderComment,
          need_invoice: cart.canRequestInvoice && values.needInvoice,
          accept_alternatives: values.acceptAlternatives,
        },
        {
          // spec §8: "lock" refused raises its first error text, under the button too.
          onError: (error) =>
            setError('root.server', {
              message: error instanceof ApiError ? error.message : t('errors.generic'),
            }),
        },
      ),
    );
    if (prepared) onPrepared();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('checkout.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <SectionCard title={t('checkout.deliveryTitle')} gap={1.5}>
            <Box sx={{ mx: { xs: -2, md: -3 } }}>{deliveryInfo}</Box>
          </SectionCard>
          <SectionCard title={t('checkout.itemsTitle', { count: cart.totalItems })} gap={1.5}>
            <CheckoutItems
              items={items}
              disabled={isSubmitting}
              onAcceptAlternatives={(item, isAccepted) =>
                updateCartItemInfos({
                  items: [{ itemId: item.itemId, infos: { accept_alternatives: String(isAccepted) } }],
                })
              }
            />
            <Controller
              control={control}
              name="acceptAlternatives"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => {
                        field.onChange(event.target.checked);
                        saveInfo('accept_alternatives', String(event.target.checked));
                      }}
                    />
                  }
                  label={t('checkout.orderAlternatives')}
                  sx={{ minHeight: 44 }}
                />
              )}
            />
          </SectionCard>
          <SectionCard title={t('checkout.giftCodeTitle')} gap={1.5}>
            <GiftCodePanel cart={cart} />
          </SectionCard>
          <SectionCard title={t('checkout.optionsTitle')} gap={1.5}>
            <PackagingPicker
              selectedId={cart.cartInfos.packaging_type_id}
              disabled={isSubmitting}
              onSelect={(packagingTypeId) => saveInfo('packaging_type_id', String(packagingTypeId))}
            />
            <TextField
              label={t('checkout.noteLabel')}
              multiline
              minRows={3}
              {...register('orderComment', {
                onBlur: (event: { target: { value: string } }) => {
                  const value = event.target.value;
                  if (value === (cart.cartInfos.order_comment ?? '') || value.length > ORDER_NOTE_MAX_LENGTH)
                    return;
                  saveInfo('order_comment', value);
                },
              })}
              error={Boolean(errors.orderComment)}
              helperText={
                errors.orderComment?.message ??
                t('checkout.noteCounter', { count: orderComment.length, max: ORDER_NOTE_MAX_LENGTH })
              }
              slotProps={{
                htmlInput: { maxLength: ORDER_NOTE_MAX_LENGTH },
                formHelperText: { sx: { textAlign: errors.orderComment ? 'left' : 'right' } },
              }}
            />
            {cart.canRequestInvoice && (
              <Controller
                control={control}
                name="needInvoice"
                render={({ field }) => (
                  <InvoiceChoice
                    checked={field.value}
                    onChange={(checked) => {
                      field.onChange(checked);
                      clearErrors('needInvoice');
                      saveInfo('need_invoice', String(checked));
                    }}
                    billing={profile?.billing}
                    problems={invoiceProblems}
                    isRefused={Boolean(errors.needInvoice)}
                    profileHref={profileHref}
                  />
                )}
              />
            )}
          </SectionCard>
          {isProfileIncomplete && (
            <Alert
              severity={errors.root?.profile ? 'error' : 'warning'}
              role={errors.root?.profile ? 'alert' : undefined}
              action={
                <Button component={RouterLink} to={profileHref} color="inherit">
                  {t('checkout.profileAction')}
                </Button>
              }
            >
              {PROFILE_INCOMPLETE_MESSAGE}
            </Alert>
          )}
        </Box>
        <SummaryPanel>
          <CartTotals cart={cart} />
          <OrderThresholdNotice view={thresholds} />
          {cart.loyaltyPointsToEarn > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('checkout.pointsToEarn', { count: cart.loyaltyPointsToEarn })}
            </Typography>
          )}
          <Controller
            control={control}
            name="termsAccepted"
            render={({ field }) => (
              <Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{
                        input: { 'aria-describedby': errors.termsAccepted ? 'terms-error' : undefined },
                      }}
                    />
                  }
                  label={
                    <span>
                      {t('checkout.termsBefore')}{' '}
                      <Link
                        component={RouterLink}
                        to={paths.termsOfSale.getHref()}
                        target="_blank"
                        rel="noopener"
                      >
                        {t('checkout.termsLink')}
                      </Link>
                    </span>
                  }
                  sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
                />
                {errors.termsAccepted && (
                  <FormHelperText id="terms-error" error role="alert">
                    {errors.termsAccepted.message}
                  </FormHelperText>
                )}
              </Box>
            )}
          />
          {errors.root?.server && (
            <Alert severity="error" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            // The server refuses it too (MINIMUM_ORDER_NOT_REACHED); the button says why it is closed.
            disabled={isSubmitting || isBelowMinimum}
            aria-describedby={isBelowMinimum ? thresholds.minimumId : undefined}
            startIcon={isSubmitting ? <CircularProgress size={20} color="inherit" /> : undefined}
          >
            {t('checkout.goToPayment')}
          </Button>
        </SummaryPanel>
      </Box>
    </Box>
  );
}
