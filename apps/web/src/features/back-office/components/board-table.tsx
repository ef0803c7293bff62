import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OrderBoardRow } from '@spesa/shared/admin/order-board.contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-admin';
import { formatDay, formatInstant, formatTime } from '../utils/board-format';

interface BoardTableProps {
  rows: readonly OrderBoardRow[];
  orderHref: (orderId: number) => string;
}

/**
 * The board on a desktop: one row per order, the number a link. A table of MUI's own: the Data Grid's
 * chunks, shared with the storefront's, would grow the home route past its budget (ARCHITECTURE §7).
 */
export function BoardTable({ rows, orderHref }: BoardTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('admin.board.gridLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.board.orderNumber')}</TableCell>
            <TableCell>{t('admin.order.status')}</TableCell>
            <TableCell>{t('admin.board.day')}</TableCell>
            <TableCell>{t('admin.board.slot')}</TableCell>
            <TableCell align="right">{t('admin.board.total')}</TableCell>
            <TableCell>{t('admin.board.createdAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.orderId} hover>
              <TableCell>
                <Link component={RouterLink} to={orderHref(row.orderId)}>
                  {t('admin.board.orderNumberValue', { number: row.orderNumber })}
                </Link>
              </TableCell>
              <TableCell>{row.orderStatusDescr}</TableCell>
              <TableCell>{formatDay(row.timeslotDate)}</TableCell>
              <TableCell>
                {formatTime(row.beginTime)}–{formatTime(row.endTime)}
              </TableCell>
              <TableCell align="right">{formatMoney(row.finalTotal ?? row.grossTotal)}</TableCell>
              <TableCell>{formatInstant(row.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
