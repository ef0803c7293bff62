import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import '../../../lib/messages-it-catalogue';

export interface ProductPaginationProps {
  page: number;
  totalPages: number;
  getHref: (page: number) => string;
}

/** The page lives in the URL (STYLE.md: filters, sort and page in the URL), so every page is a link. */
export function ProductPaginationBar({ page, totalPages, getHref }: ProductPaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Pagination
      aria-label={t('category.pagination')}
      page={page}
      count={totalPages}
      color="primary"
      siblingCount={1}
      boundaryCount={1}
      sx={{ display: 'flex', justifyContent: 'center', py: 3, '& ul': { justifyContent: 'center' } }}
      getItemAriaLabel={(type, itemPage) => {
        if (type === 'previous') return t('category.previousPage');
        if (type === 'next') return t('category.nextPage');
        return t('category.pageItem', { page: itemPage ?? 0 });
      }}
      renderItem={(item) =>
        item.page !== null && item.type !== 'start-ellipsis' && item.type !== 'end-ellipsis' ? (
          <PaginationItem {...item} component={RouterLink} to={getHref(item.page)} />
        ) : (
          <PaginationItem {...item} />
        )
      }
    />
  );
}
