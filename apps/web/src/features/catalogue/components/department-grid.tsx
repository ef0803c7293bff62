import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { Link as RouterLink } from 'react-router';
import { SkeletonShape } from '../../../components/skeleton-shape';
import { paths } from '../../../config/paths';
import { visibleCategories } from '../utils/visible-categories';
import { CategoryIcon } from './category-icon';

const gridSx = {
  display: 'grid',
  gap: { xs: 1, sm: 1.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(6, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** Home: one card per department (icon and name) linking to its category page. */
export function DepartmentGrid({ departments }: { departments: readonly CategoryNode[] }) {
  return (
    <Box component="ul" sx={gridSx}>
      {visibleCategories(departments).map((department) => (
        <Box component="li" key={department.categoryId}>
          <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
            <CardActionArea
              component={RouterLink}
              to={paths.category.getHref(department.slug)}
              sx={{
                height: '100%',
                minHeight: 112,
                p: 1.5,
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                justifyContent: 'center',
                textAlign: 'center',
              }}
            >
              <CategoryIcon category={department} sizePx={48} />
              <Typography component="span" variant="body2" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
                {department.name}
              </Typography>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

export function DepartmentGridSkeleton() {
  return (
    <Box sx={gridSx} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <SkeletonShape key={index} variant="rounded" style={{ height: 112, borderRadius: 24 }} />
      ))}
    </Box>
  );
}
