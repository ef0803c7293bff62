import CheckCircle from '@mui/icons-material/CheckCircle';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventBusy from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ERROR_CODE } from '@spesa/shared/common/error-codes';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { DELIVERY_SERVICE, type DeliveryServiceId } from '@spesa/shared/delivery/delivery-service.contract';
import type { Timeslot, TimeslotStatus } from '@spesa/shared/delivery/timeslot.contract';
import { formatEuro } from '@spesa/shared/common/money';
import { slotPricesDiffer } from '@spesa/shared/rules/slot-delivery-fee';
import { dayTabLabel, isTimeslotSelectable, visibleTimeslotDays } from '@spesa/shared/rules/timeslot-days';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { ApiError } from '../../../lib/api-client';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useCartDelivery } from '../api/get-cart-delivery';
import { useTimeslots } from '../api/get-timeslots';
import { useSelectTimeslot } from '../api/select-timeslot';
import { DeliveryServiceIcon } from './delivery-service-icon';
import '../../../lib/messages-it-delivery';

type SlotLook = TimeslotStatus | 'selected';

const LEGEND: readonly SlotLook[] = ['empty', 'intermediate', 'full', 'selected'];

/** Colour is never the only sign (UX.md): each card also says its state in words. */
const LOOK_STYLE: Record<SlotLook, { borderColor: string; bgcolor: string; swatch: string }> = {
  empty: { borderColor: 'success.main', bgcolor: 'background.paper', swatch: 'success.main' },
  intermediate: { borderColor: 'warning.main', bgcolor: '#fff8e1', swatch: 'warning.main' },
  full: { borderColor: 'divider', bgcolor: 'action.disabledBackground', swatch: 'grey.400' },
  selected: { borderColor: 'primary.main', bgcolor: 'primary.main', swatch: 'primary.main' },
};

function lookOf(slot: Timeslot): SlotLook {
  return slot.selected ? 'selected' : slot.status;
}

function isAddressMissing(error: unknown): boolean {
  return (
    error instanceof ApiError && error.envelope?.response.errors?.[0]?.code === ERROR_CODE.ADDRESS_REQUIRED
  );
}

interface TimeslotSelectorProps {
  /** spec §4: the selector may send the shopper to the address dialog, optionally of another service. */
  onChangeAddress?: (deliveryServiceId?: DeliveryServiceId) => void;
  onChosen?: (cart: CartDelivery) => void;
  /** The day tabs and slots sit under a heading of this level's parent. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * spec §2 "Timeslot selector screen": the address line, a tab per day ('OGGI', then weekday, day and month),
 * a grid of slot cards (two per row on phones, four when wide) and the legend. spec §4/§5: only active slots,
 * days without any dropped, full slots not selectable, one click at a time until the answer.
 */
export function TimeslotSelector({ onChangeAddress, onChosen, headingLevel = 'h2' }: TimeslotSelectorProps) {
  const { t } = useTranslation();
  const tabsId = useId();
  const { data: cart } = useCartDelivery();
  const { data: list, error, isPending, refetch } = useTimeslots();
  const selectMutation = useSelectTimeslot();
  const [chosenDate, setChosenDate] = useState<string | undefined>();
  const days = list ? visibleTimeslotDays(list.days) : [];
  const now = new Date();
  const activeDate =
    (chosenDate && days.some((day) => day.dateIso === chosenDate) ? chosenDate : undefined) ??
    days.find((day) => day.selected)?.dateIso ??
    days[0]?.dateIso;
  const activeDay = days.find((day) => day.dateIso === activeDate);
  // README "Delivery fee by slot": prices show only when the slots shown do not all cost the same.
  const showPrices = slotPricesDiffer(days.flatMap((day) => day.timeslots.map((slot) => slot.deliveryFee)));
  const address = cart?.shippingAddress && !cart.shippingAddress.autoAssigned ? cart.shippingAddress : null;
  const serviceId = (list?.deliveryServiceId ?? cart?.deliveryServiceId) as DeliveryServiceId | undefined;
  const otherService =
    serviceId === DELIVERY_SERVICE.HOME_DELIVERY ? DELIVERY_SERVICE.PICK_UP : DELIVERY_SERVICE.HOME_DELIVERY;

  // A refusal's toast tells the shopper; the slots show as they are now.
  const choose = (date: string, slot: Timeslot) =>
    selectMutation.mutate(
      { date, timeslotId: slot.timeslotId },
      { onSuccess: (updated) => onChosen?.(updated) },
    );

  return (
    <Box>
      {address && serviceId !== undefined && (
        <Box sx={{ p: 1.5, mb: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <DeliveryServiceIcon deliveryServiceId={serviceId} sx={{ color: 'text.secondary' }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {serviceId === DELIVERY_SERVICE.HOME_DELIVERY
                  ? t('delivery.timeslot.deliveryTo')
                  : t('delivery.timeslot.pickUpAt')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{address.addressName}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('delivery.streetAndCity', {
                  street: address.address1,
                  number: address.addressNumber,
                  city: address.city,
                })}
              </Typography>
            </Box>
            {onChangeAddress && (
              <Button
                onClick={() => onChangeAddress(serviceId)}
                aria-label={t('delivery.timeslot.changeAddressLabel')}
              >
                {t('delivery.timeslot.changeAddress')}
              </Button>
            )}
          </Box>
          {onChangeAddress && (
            <Button size="small" onClick={() => onChangeAddress(otherService)} sx={{ mt: 0.5, ml: 4 }}>
              {otherService === DELIVERY_SERVICE.PICK_UP
                ? t('delivery.timeslot.switchToPickUp')
                : t('delivery.timeslot.switchToHomeDelivery')}
            </Button>
          )}
        </Box>
      )}

      {isPending && <TimeslotSelectorSkeleton />}
      {error && isAddressMissing(error) && (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, py: 3, textAlign: 'center' }}>
          <EventAvailable sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden="true" />
          <Typography sx={{ maxWidth: 420 }}>{error.message}</Typography>
          {onChangeAddress && (
            <Button variant="contained" size="large" onClick={() => onChangeAddress()}>
              {t('delivery.timeslot.chooseAddress')}
            </Button>
          )}
        </Box>
      )}
      {error && !isAddressMissing(error) && (
        <ErrorWithRetry message={error.message} onRetry={() => void refetch()} />
      )}
      {list && days.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
          <EventBusy sx={{ fontSize: 56 }} aria-hidden="true" />
          <Typography>{t('delivery.timeslot.none')}</Typography>
        </Box>
      )}
      {activeDay && (
        <>
          <Typography component={headingLevel} sx={visuallyHidden}>
            {t('delivery.timeslot.daysTitle')}
          </Typography>
          <Tabs
            value={activeDay.dateIso}
            onChange={(_event, value: string) => setChosenDate(value)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('delivery.timeslot.days')}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          >
            {days.map((day) => (
              <Tab
                key={day.dateIso}
                value={day.dateIso}
                id={`${tabsId}-${day.dateIso}`}
                aria-controls={`${tabsId}-panel`}
                sx={{ minWidth: 84, px: 1.5, fontWeight: 700 }}
                label={
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    {dayTabLabel(day.dateIso, now)}
                    {day.selected && (
                      <>
                        <CheckCircle sx={{ fontSize: 16 }} aria-hidden="true" />
                        <Box component="span" sx={visuallyHidden}>
                          {t('delivery.timeslot.dayChosen')}
                        </Box>
                      </>
                    )}
                  </Box>
                }
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${activeDay.dateIso}`}>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              }}
            >
              {activeDay.timeslots.map((slot) => (
                <Box component="li" key={slot.timeslotId}>
                  <SlotCard
                    slot={slot}
                    showPrice={showPrices}
                    isWaiting={selectMutation.isPending}
                    isChosen={
                      selectMutation.isPending && selectMutation.variables.timeslotId === slot.timeslotId
                    }
                    onChoose={() => choose(activeDay.dateIso, slot)}
                  />
                </Box>
              ))}
            </Box>
          </Box>
          <TimeslotLegend />
        </>
      )}
    </Box>
  );
}

interface SlotCardProps {
  slot: Timeslot;
  /** The slot's delivery price, in the card's text and so in its accessible name. */
  showPrice: boolean;
  isWaiting: boolean;
  isChosen: boolean;
  onChoose: () => void;
}

function SlotCard({ slot, showPrice, isWaiting, isChosen, onChoose }: SlotCardProps) {
  const { t } = useTranslation();
  const look = lookOf(slot);
  const style = LOOK_STYLE[look];
  const isSelectable = isTimeslotSelectable(slot);
  return (
    <ButtonBase
      onClick={onChoose}
      disabled={!isSelectable || isWaiting}
      aria-pressed={slot.selected}
      sx={{
        width: '100%',
        minHeight: 72,
        flexDirection: 'column',
        gap: 0.25,
        px: 1,
        py: 1.25,
        borderRadius: 2,
        border: 2,
        borderColor: style.borderColor,
        bgcolor: style.bgcolor,
        color: look === 'selected' ? 'primary.contrastText' : 'text.primary',
        '&:hover': { boxShadow: 2 },
        '&.Mui-disabled': { color: look === 'selected' ? 'primary.contrastText' : 'text.secondary' },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
      }}
    >
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
        {t('delivery.timeslot.range', { begin: slot.beginTime, end: slot.endTime })}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'inherit' }}
      >
        {isChosen ? (
          <CircularProgress size={16} color="inherit" aria-hidden="true" />
        ) : (
          look === 'selected' && <CheckCircle sx={{ fontSize: 16 }} aria-hidden="true" />
        )}
        {t(`delivery.timeslot.status.${look}`)}
      </Typography>
      {showPrice && (
        <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: 'inherit' }}>
          {slot.deliveryFee > 0
            ? t('delivery.timeslot.price', { price: formatEuro(slot.deliveryFee) })
            : t('delivery.timeslot.free')}
        </Typography>
      )}
    </ButtonBase>
  );
}

function TimeslotLegend() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('delivery.timeslot.legend')}
      sx={{ listStyle: 'none', m: 0, p: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {LEGEND.map((look) => (
        <Box component="li" key={look} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 16,
              height: 16,
              borderRadius: 0.5,
              border: 2,
              borderColor: LOOK_STYLE[look].swatch,
              bgcolor: look === 'empty' ? 'background.paper' : LOOK_STYLE[look].bgcolor,
            }}
          />
          <Typography variant="body2">{t(`delivery.timeslot.status.${look}`)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export function TimeslotSelectorSkeleton() {
  return (
    <Box aria-hidden="true">
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} variant="rounded" width={84} height={40} />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} variant="rounded" height={72} />
        ))}
      </Box>
    </Box>
  );
}
