import FilterList from '@mui/icons-material/FilterList';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import type { Order } from '@spesa/shared/orders/order.contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { StatusScreen } from '../../../components/status-screen';
import { formatMoney } from '../../../lib/format-money';
import { useOrders, type OrderFilters } from '../api/get-orders';
import { formatOrderDate, formatSlotDay } from '../utils/order-format';
import { OrderStatusChip } from './order-status-chip';
import '../../../lib/messages-it-orders';
import '../../../lib/messages-it-catalogue';

interface OrdersScreenProps {
  orderHref: (orderId: number) => string;
  homeHref: string;
  /** The invoices due (payment deadlines). */
  dueDatesHref: string;
}

const FILTER_PARAMS = ['from_date', 'to_date', 'from_gross_total', 'to_gross_total'] as const;

function filtersFrom(search: URLSearchParams): OrderFilters {
  const amount = (name: string) => {
    const value = Number(search.get(name));
    return search.get(name) && Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const day = (name: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(search.get(name) ?? '') ? search.get(name)! : undefined;
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    fromDate: day('from_date'),
    toDate: day('to_date'),
    fromGrossTotal: amount('from_gross_total'),
    toGrossTotal: amount('to_gross_total'),
  };
}

/** spec §2 "I miei ordini": 12 orders a page, filtered by date and amount (kept in the URL). */
export function OrdersScreen({ orderHref, homeHref, dueDatesHref }: OrdersScreenProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const { data, isPending, isError, refetch, isPlaceholderData } = useOrders(filters);
  const hasFilters = FILTER_PARAMS.some((name) => search.get(name));
  // On a phone the orders come first: the filters stay folded under 'Filtri' until asked for (UX.md Layout).
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [isFiltersOpen, setFiltersOpen] = useState(hasFilters);
  const filtersId = useId();

  const goToPage = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setSearch(next);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          {t('orders.title')}
        </Typography>
        <Button component={RouterLink} to={dueDatesHref} size="small">
          {t('orders.dueDatesTitle')}
        </Button>
        {isPhone && (
          <Button
            size="small"
            startIcon={<FilterList />}
            aria-expanded={isFiltersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((isOpen) => !isOpen)}
            sx={{ minHeight: 44 }}
          >
            {t('filters.button')}
          </Button>
        )}
      </Box>
      {(!isPhone || isFiltersOpen) && (
        <Box id={filtersId}>
          <OrderFiltersForm key={search.toString()} search={search} onApply={setSearch} />
        </Box>
      )}
      {isPending && (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={104} />
          ))}
        </Box>
      )}
      {isError && <ErrorWithRetry message={t('orders.loadError')} onRetry={() => void refetch()} />}
      {data && data.orders.length === 0 && (
        <StatusScreen
          headingLevel="h2"
          icon={<ReceiptLongOutlined />}
          title={hasFilters ? t('orders.noMatchTitle') : t('orders.emptyTitle')}
          text={hasFilters ? t('orders.noMatchText') : t('orders.emptyText')}
          actions={
            hasFilters ? (
              <Button variant="outlined" onClick={() => setSearch(new URLSearchParams())}>
                {t('orders.clearFilters')}
              </Button>
            ) : (
              <Button component={RouterLink} to={homeHref} variant="contained">
                {t('checkout.startShopping')}
              </Button>
            )
          }
        />
      )}
      {data && data.orders.length > 0 && (
        <Box
          component="ul"
          aria-label={t('orders.listLabel')}
          aria-busy={isPlaceholderData}
          sx={{ m: 0, p: 0, display: 'grid', gap: 1.5, opacity: isPlaceholderData ? 0.6 : 1 }}
        >
          {data.orders.map((order) => (
            <OrderListItem key={order.orderId} order={order} href={orderHref(order.orderId)} />
          ))}
        </Box>
      )}
      {data && data.page.totPages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={data.page.totPages}
          page={filters.page}
          onChange={(_, page) => goToPage(page)}
          getItemAriaLabel={(type, page) =>
            type === 'page'
              ? t('category.pageItem', { page })
              : type === 'previous'
                ? t('category.previousPage')
                : t('category.nextPage')
          }
        />
      )}
    </Box>
  );
}

function OrderListItem({ order, href }: { order: Order; href: string }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardActionArea
          component={RouterLink}
          to={href}
          sx={{
            p: 2,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 0.5,
            justifyContent: 'stretch',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" sx={{ fontWeight: 800, flex: 1 }}>
              {t('orders.number', { orderNumber: order.orderNumber })}
            </Typography>
            <OrderStatusChip statusId={order.orderStatusId} fallback={order.orderStatusDescr} />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('orders.placedOn', { date: formatOrderDate(order.date) })}
          </Typography>
          <Typography variant="body2">
            {t(
              order.deliveryServiceId === DELIVERY_SERVICE.PICK_UP ? 'orders.pickUpOn' : 'orders.deliveryOn',
              {
                day: formatSlotDay(order.timeslot.date),
                begin: order.timeslot.beginTime,
                end: order.timeslot.endTime,
              },
            )}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            {/* The list carries the items only with fetch_detail: without them there is no count to show. */}
            <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
              {order.totalItems > 0
                ? t('checkout.itemsCount', { count: order.totalItems })
                : order.paymentTypeDescr}
            </Typography>
            <Typography sx={{ fontWeight: 800 }}>{formatMoney(order.grossTotal)}</Typography>
          </Box>
          {order.isPayable && (
            <Typography variant="body2" sx={{ color: 'error.dark', fontWeight: 700 }}>
              {t('orders.paymentPending')}
            </Typography>
          )}
        </CardActionArea>
      </Card>
    </Box>
  );
}

function OrderFiltersForm({
  search,
  onApply,
}: {
  search: URLSearchParams;
  onApply: (next: URLSearchParams) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<(typeof FILTER_PARAMS)[number], string>>(() => ({
    from_date: search.get('from_date') ?? '',
    to_date: search.get('to_date') ?? '',
    from_gross_total: search.get('from_gross_total') ?? '',
    to_gross_total: search.get('to_gross_total') ?? '',
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of FILTER_PARAMS)
      if (values[name].trim()) next.set(name, values[name].trim().replace(',', '.'));
    onApply(next);
  };
  const field = (name: (typeof FILTER_PARAMS)[number], label: string, type: 'date' | 'amount') => (
    <TextField
      label={label}
      size="small"
      type={type === 'date' ? 'date' : 'text'}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: type === 'amount' ? { inputMode: 'decimal', pattern: '[0-9]*[.,]?[0-9]*' } : {},
      }}
    />
  );
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('orders.filtersLabel')}
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' },
        alignItems: 'center',
        mb: 2,
      }}
    >
      {field('from_date', t('orders.fromDate'), 'date')}
      {field('to_date', t('orders.toDate'), 'date')}
      {field('from_gross_total', t('orders.fromTotal'), 'amount')}
      {field('to_gross_total', t('orders.toTotal'), 'amount')}
      <Button
        type="submit"
        variant="outlined"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minHeight: 40 }}
      >
        {t('orders.applyFilters')}
      </Button>
    </Box>
  );
}
