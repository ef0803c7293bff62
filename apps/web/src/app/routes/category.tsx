import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import Button from '@mui/material/Button';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { isLoggedIn } from '../../features/auth/utils/is-logged-in';
import { categoryQueryOptions } from '../../features/catalogue/api/get-category';
import { CategoryHeader } from '../../features/catalogue/components/category-header';
import { ProductBrowser } from '../../features/catalogue/components/product-browser';
import { storeFilters } from '../../features/catalogue/utils/filters-storage';
import { listedCategoryId } from '../../features/catalogue/utils/visible-categories';
import {
  LIST_FACET_PARAMETERS,
  readFilters,
  withPage,
  writeFilters,
} from '../../features/catalogue/utils/product-filters';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { slugOf } from './category-loader';
import '../../lib/messages-it-catalogue';

export function CategoryRoute() {
  const { t } = useTranslation();
  const slug = slugOf(useParams()['*']);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams, LIST_FACET_PARAMETERS), [searchParams]);
  const { data: category } = useSuspenseQuery(categoryQueryOptions(slug));
  const listedId = listedCategoryId(category, searchParams.get('categoryId'));
  const { data: user } = useUser();
  useDocumentTitle(t('tenant.pages.category.title', { name: category.name }));

  useEffect(() => storeFilters(category.categoryId, filters), [category.categoryId, filters]);

  return (
    <>
      <CategoryHeader category={category} />
      <ProductBrowser
        // spec §4: another category starts with its own, empty, filters and list state.
        key={listedId}
        params={{ categoryId: listedId }}
        filters={filters}
        facetParameters={LIST_FACET_PARAMETERS}
        canFilterPreferred={isLoggedIn(user)}
        onFiltersChange={(next) =>
          setSearchParams(writeFilters(next, LIST_FACET_PARAMETERS, searchParams), {
            replace: true,
            preventScrollReset: true,
          })
        }
        getPageHref={(page) =>
          paths.category.getHref(
            slug,
            writeFilters(withPage(filters, page), LIST_FACET_PARAMETERS, searchParams),
          )
        }
        countLabel={(count) => t('category.productCount', { count })}
        emptyState={
          <StatusScreen
            headingLevel="h2"
            icon={<ShoppingBasketOutlined />}
            title={t('category.empty')}
            text={t('category.emptyHint')}
            actions={
              <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
                {t('search.browseDepartments')}
              </Button>
            }
          />
        }
      />
    </>
  );
}
