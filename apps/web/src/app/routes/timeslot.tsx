import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CategoryBlock, CategoryBlockSlot } from '@spesa/shared/catalogue/category-block.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { categoryQueryOptions } from '../../features/catalogue/api/get-category';
import { CategoryBlocks } from '../../features/catalogue/components/category-blocks';
import { TimeslotSelector } from '../../features/delivery/components/timeslot-selector';
import { formatTimeslotDay } from '../../features/delivery/utils/delivery-format';
import { useDeliveryFlow } from '../../features/delivery/hooks/use-delivery-flow';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { notify } from '../../lib/notify';
import '../../lib/messages-it-delivery';

/** spec §2 "Timeslot selector screen": its header and banners are the content of this category. */
const TIMESLOT_SELECTOR_SLUG = 'timeslot-selector';

function BannerSlot({ blocks }: { blocks: CategoryBlock[] }) {
  return blocks.length === 0 ? null : <CategoryBlocks blocks={blocks} />;
}

export function TimeslotRoute() {
  const { t } = useTranslation();
  const { data: category } = useQuery(categoryQueryOptions(TIMESLOT_SELECTOR_SLUG));
  // The route is behind the login guard.
  const flow = useDeliveryFlow(true);
  const info = category?.metaData.category_info;
  const title = info?.TITLE ?? t('delivery.timeslot.title');
  const blocks = category?.categoryBlocks ?? [];
  const blocksIn = (slot: CategoryBlockSlot) =>
    blocks.filter((block) => block.metaData.category_block_slot === slot);
  useDocumentTitle(t('common.documentTitle', { page: title, brandName: t('tenant.brandName') }));

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 3 } }}>
      <Box component="header">
        <Typography variant="h1">{title}</Typography>
        {info?.SUBTITLE && (
          <Typography variant="h2" component="p" sx={{ mt: 0.5, fontWeight: 600, fontSize: '1.0625rem' }}>
            {info.SUBTITLE}
          </Typography>
        )}
        {info?.DESCRIPTION && (
          <Typography sx={{ mt: 0.5, color: 'text.secondary', maxWidth: 800 }}>{info.DESCRIPTION}</Typography>
        )}
      </Box>
      <BannerSlot blocks={blocksIn('header')} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, borderRadius: 3 }}>
        <TimeslotSelector
          onChangeAddress={(deliveryServiceId) => void flow.changeAddress(deliveryServiceId)}
          onChosen={(cart) => {
            if (cart.timeslot) {
              notify(
                t('delivery.timeslot.booked', {
                  day: formatTimeslotDay(cart.timeslot.date),
                  begin: cart.timeslot.beginTime,
                  end: cart.timeslot.endTime,
                }),
                'success',
              );
            }
          }}
        />
      </Paper>
      <BannerSlot blocks={blocksIn('middle')} />
      <BannerSlot blocks={blocksIn('footer')} />
    </Box>
  );
}
