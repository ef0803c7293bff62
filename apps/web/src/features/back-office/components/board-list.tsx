import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderBoardRow } from '@spesa/shared/admin/order-board.contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-admin';
import { formatDay, formatTime } from '../utils/board-format';

interface BoardListProps {
  rows: readonly OrderBoardRow[];
  orderHref: (orderId: number) => string;
}

/** The board on a phone (360 px): one readable card per order, the whole card a link. */
export function BoardList({ rows, orderHref }: BoardListProps) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('admin.board.listLabel')} disablePadding>
      {rows.map((row) => (
        <ListItem key={row.orderId} disablePadding divider>
          <ListItemButton component={RouterLink} to={orderHref(row.orderId)} sx={{ py: 1.5 }}>
            <Stack spacing={0.5} sx={{ width: '100%' }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'center' }}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {t('admin.board.orderNumberValue', { number: row.orderNumber })}
                </Typography>
                <Chip size="small" label={row.orderStatusDescr} />
              </Stack>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography component="span" variant="body2">
                  {t('admin.board.slotValue', {
                    date: formatDay(row.timeslotDate),
                    begin: formatTime(row.beginTime),
                    end: formatTime(row.endTime),
                  })}
                </Typography>
                <Typography component="span" variant="body2">
                  {formatMoney(row.finalTotal ?? row.grossTotal)}
                </Typography>
              </Stack>
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
