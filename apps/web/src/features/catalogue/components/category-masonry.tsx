import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { visibleCategories } from '../utils/visible-categories';
import { CategoryIcon } from './category-icon';

interface CategoryMasonryProps {
  categories: readonly CategoryNode[];
  onNavigate: () => void;
}

/** spec §2: on larger screens the left drawer shows every department at once, in masonry columns. */
export function CategoryMasonry({ categories, onNavigate }: CategoryMasonryProps) {
  return (
    <Box sx={{ columnWidth: 240, columnGap: 4, px: 3, py: 2 }}>
      {visibleCategories(categories).map((department) => (
        <Box key={department.categoryId} component="section" sx={{ breakInside: 'avoid', mb: 3 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            <Link
              component={RouterLink}
              to={paths.category.getHref(department.slug)}
              onClick={onNavigate}
              color="inherit"
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44 }}
            >
              <CategoryIcon category={department} sizePx={32} />
              {department.name}
            </Link>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: 5.5 }}>
            {visibleCategories(department.categories).map((category) => (
              <li key={category.categoryId}>
                <Link
                  component={RouterLink}
                  to={paths.category.getHref(category.slug)}
                  onClick={onNavigate}
                  color="text.primary"
                  sx={{ display: 'flex', alignItems: 'center', minHeight: 44, fontSize: '0.9375rem' }}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
