import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useCategoryTree } from '../api/get-category-tree';
import { findCategoryPath, visibleCategories } from '../utils/visible-categories';
import { CategoryIcon } from './category-icon';
import '../../../lib/messages-it-catalogue';

/** The category's breadcrumb, icon, title, description (category_info) and its subcategories as entry points. */
export function CategoryHeader({ category }: { category: CategoryNode }) {
  const { t } = useTranslation();
  const { data: root } = useCategoryTree();
  const ancestors = findCategoryPath(root, category.slug).slice(0, -1);
  const description = category.metaData?.category_info?.DESCRIPTION;
  const subcategories = visibleCategories(category.categories);

  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Breadcrumbs aria-label={t('common.breadcrumb')} sx={{ mb: 1, fontSize: '0.875rem' }}>
        <Link component={RouterLink} to={paths.home.getHref()} color="inherit">
          {t('common.home')}
        </Link>
        {ancestors.map((ancestor) => (
          <Link
            key={ancestor.categoryId}
            component={RouterLink}
            to={paths.category.getHref(ancestor.slug)}
            color="inherit"
          >
            {ancestor.name}
          </Link>
        ))}
        <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
          {category.name}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CategoryIcon category={category} sizePx={40} />
        <Typography variant="h1">{category.name}</Typography>
      </Box>
      {description && (
        <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 800 }}>{description}</Typography>
      )}
      {subcategories.length > 0 && (
        <Box
          component="nav"
          aria-label={t('category.subcategories')}
          sx={{
            mt: 2,
            display: 'flex',
            gap: 1,
            // Phones scroll the chips sideways instead of stacking many rows above the products.
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            overflowX: { xs: 'auto', md: 'visible' },
            mx: { xs: -1.5, sm: 0 },
            px: { xs: 1.5, sm: 0 },
            pb: 0.5,
            scrollbarWidth: 'none',
          }}
        >
          {subcategories.map((subcategory) => (
            <Chip
              key={subcategory.categoryId}
              label={subcategory.name}
              avatar={
                <Box component="span" sx={{ display: 'flex' }}>
                  <CategoryIcon category={subcategory} sizePx={24} />
                </Box>
              }
              component={RouterLink}
              to={paths.category.getHref(subcategory.slug)}
              clickable
              variant="outlined"
              sx={{
                bgcolor: 'background.paper',
                fontWeight: 600,
                flex: 'none',
                '& .MuiChip-avatar': { ml: 1 },
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
