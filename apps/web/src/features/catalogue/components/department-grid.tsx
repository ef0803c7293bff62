import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { Link as RouterLink } from 'react-router';
import { SkeletonShape } from '../../../components/skeleton-shape';
import { paths } from '../../../config/paths';
import { useGlobalCss } from '../../../lib/use-global-css';
import { visibleCategories } from '../utils/visible-categories';
import { CategoryIcon } from './category-icon';

/**
 * Two departments a row on a phone, up to six on a wide screen; each an outlined card (MUI's Card look) that is
 * one link. Plain elements and one stylesheet, like the product card (UX.md "Speed").
 */
const GRID_CSS = `
.sp-departments{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr));margin:0;padding:0;list-style:none}
.sp-department{box-sizing:border-box;height:100%;min-height:112px;padding:12px;display:flex;flex-direction:column;
  gap:8px;align-items:center;justify-content:center;text-align:center;background:#fff;border:1px solid rgba(0,0,0,.12);
  border-radius:24px;color:inherit;text-decoration:none;transition:background-color 150ms}
.sp-department:hover{background:#f5f5f5}
.sp-department__name{font-size:.875rem;font-weight:700;line-height:1.25}
@media (min-width:600px){.sp-departments{gap:12px;grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:960px){.sp-departments{grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (min-width:1280px){.sp-departments{grid-template-columns:repeat(6,minmax(0,1fr))}}
`;

/** Home: one card per department (icon and name) linking to its category page. */
export function DepartmentGrid({ departments }: { departments: readonly CategoryNode[] }) {
  useGlobalCss('department-grid', GRID_CSS);
  return (
    <ul className="sp-departments">
      {visibleCategories(departments).map((department) => (
        <li key={department.categoryId}>
          <RouterLink className="sp-department" to={paths.category.getHref(department.slug)}>
            <CategoryIcon category={department} sizePx={48} />
            <span className="sp-department__name">{department.name}</span>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

export function DepartmentGridSkeleton() {
  useGlobalCss('department-grid', GRID_CSS);
  return (
    <div className="sp-departments" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <SkeletonShape key={index} variant="rounded" style={{ height: 112, borderRadius: 24 }} />
      ))}
    </div>
  );
}
