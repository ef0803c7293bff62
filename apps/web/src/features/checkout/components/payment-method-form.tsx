import CreditCard from '@mui/icons-material/CreditCard';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { centsToEuro, euroToCents } from '@spesa/shared/common/money';
import type { PaymentType } from '@spesa/shared/orders/order.contract';
import { headroomPctOf, preAuthorisedCents } from '@spesa/shared/rules/pre-authorisation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { formatMoney } from '../../../lib/format-money';
import { useTenantConfig } from '../../../lib/tenant-config-context';
import type { PaymentChoice } from '../api/buy';
import { usePaymentAuths } from '../api/get-payment-auths';
import { usePaymentTypes } from '../api/get-payment-types';
import '../../../lib/messages-it-orders';

/** The euro amounts the pre-authorisation is computed from (spec §9). */
export interface PaymentAmounts {
  /** What the shopper pays: goods - codes + bags + delivery fee. */
  grossTotal: number;
  /** The variable-weight part of the goods. */
  variableWeightTotal: number;
}

interface PaymentMethodFormProps {
  amounts: PaymentAmounts;
  /** The button's text, or the text for the chosen payment type ('Conferma ordine' when nothing is paid here). */
  submitText: string | ((type: PaymentType) => string);
  onSubmit: (choice: PaymentChoice) => Promise<void>;
  initialPaymentTypeId?: number;
}

const NEW_CARD = 'new';

/**
 * spec §9: the payment types the chain enables, the saved cards, and for a pre-authorised card the amount
 * blocked: the total plus the chain's headroom on the variable-weight goods (one tenant setting, the same the
 * server's /checkout/prebilled-amount reads).
 */
export function PaymentMethodForm({
  amounts,
  submitText,
  onSubmit,
  initialPaymentTypeId,
}: PaymentMethodFormProps) {
  const { t } = useTranslation();
  const { settings, texts } = useTenantConfig();
  const groupLabelId = useId();
  const { data, isPending, isError, refetch } = usePaymentTypes();
  const [chosenTypeId, setChosenTypeId] = useState<number | null>(initialPaymentTypeId ?? null);
  const paymentTypes = data?.paymentTypes ?? [];
  const selected: PaymentType | undefined =
    paymentTypes.find((type) => type.paymentTypeId === chosenTypeId) ?? paymentTypes[0];
  const { data: auths } = usePaymentAuths(selected?.allowsSavedAuth ? selected.paymentTypeId : null);
  const savedCards = (auths?.paymentAuths ?? []).filter((auth) => !auth.isExpired);
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const card = chosenCard ?? (savedCards[0] ? String(savedCards[0].userPaymentAuthId) : NEW_CARD);
  const [saveCard, setSaveCard] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  if (isPending) return <Skeleton variant="rounded" height={220} />;
  if (isError || !selected) {
    return <ErrorWithRetry message={t('payment.typesError')} onRetry={() => void refetch()} />;
  }

  const preAuthorised = centsToEuro(
    preAuthorisedCents(
      euroToCents(amounts.grossTotal),
      euroToCents(amounts.variableWeightTotal),
      headroomPctOf(settings),
    ),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    const isSavedCard = selected.allowsSavedAuth && savedCards.length > 0 && card !== NEW_CARD;
    try {
      await onSubmit({
        paymentTypeId: selected.paymentTypeId,
        ...(isSavedCard ? { userPaymentAuthId: Number(card) } : {}),
        ...(selected.allowsSavedAuth && !isSavedCard && saveCard ? { saveCard: true } : {}),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id={groupLabelId} sx={{ fontWeight: 700 }}>
        {t('payment.typeLabel')}
      </Typography>
      <RadioGroup
        aria-labelledby={groupLabelId}
        value={String(selected.paymentTypeId)}
        onChange={(event) => setChosenTypeId(Number(event.target.value))}
        sx={{ display: 'grid', gap: 1 }}
      >
        {paymentTypes.map((type) => {
          const isChosen = type.paymentTypeId === selected.paymentTypeId;
          return (
            <FormControlLabel
              key={type.paymentTypeId}
              value={String(type.paymentTypeId)}
              control={<Radio />}
              disabled={isSubmitting}
              label={
                <Box sx={{ py: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>{type.name}</Typography>
                  {type.descr && type.descr !== type.name && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {type.descr}
                    </Typography>
                  )}
                </Box>
              }
              sx={{
                m: 0,
                pr: 2,
                border: 2,
                borderRadius: 2,
                borderColor: isChosen ? 'primary.main' : 'divider',
                alignItems: 'center',
              }}
            />
          );
        })}
      </RadioGroup>

      {selected.allowsSavedAuth && savedCards.length > 0 && (
        <Box>
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('payment.savedCards')}</Typography>
          <RadioGroup
            aria-label={t('payment.savedCards')}
            value={card}
            onChange={(event) => setChosenCard(event.target.value)}
          >
            {savedCards.map((auth) => (
              <FormControlLabel
                key={auth.userPaymentAuthId}
                value={String(auth.userPaymentAuthId)}
                control={<Radio />}
                disabled={isSubmitting}
                label={
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <CreditCard aria-hidden="true" />
                    {t('payment.savedCard', { card: auth.creditCard, expiry: auth.expireDate })}
                  </Box>
                }
              />
            ))}
            <FormControlLabel value={NEW_CARD} control={<Radio />} label={t('payment.newCard')} />
          </RadioGroup>
        </Box>
      )}
      {selected.allowsSavedAuth && (savedCards.length === 0 || card === NEW_CARD) && (
        <FormControlLabel
          control={<Checkbox checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />}
          label={t('payment.saveCard')}
        />
      )}
      {selected.paymentMode !== 'offline' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(selected.paymentMode === 'card' ? 'payment.gatewayHint' : 'payment.redirectHint')}
        </Typography>
      )}

      {selected.prebilled && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2">
              {t(
                selected.paymentMode === 'redirect'
                  ? 'payment.preAuthorisedRedirect'
                  : 'payment.preAuthorised',
              )}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.125rem' }} data-testid="pre-authorised-amount">
              {formatMoney(preAuthorised)}
            </Typography>
            {/* spec §9: the gateway asks for more than the estimate only for variable-weight goods. */}
            {preAuthorised > amounts.grossTotal && (
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="pre-authorisation-reason">
                {t('payment.preAuthorisedWhy', { amount: formatMoney(preAuthorised) })}
              </Typography>
            )}
          </Box>
          <Tooltip title={texts.paymentTooltip} describeChild enterTouchDelay={0} leaveTouchDelay={8000}>
            <IconButton aria-label={t('payment.preAuthorisedInfo')} sx={{ width: 44, height: 44 }}>
              <InfoOutlined />
            </IconButton>
          </Tooltip>
        </Box>
      )}

      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={20} color="inherit" /> : undefined}
      >
        {typeof submitText === 'string' ? submitText : submitText(selected)}
      </Button>
    </Box>
  );
}
