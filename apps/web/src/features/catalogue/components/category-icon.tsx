import Box from '@mui/material/Box';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { useState } from 'react';
import { categoryIconUrl } from '../utils/category-icon-url';

interface CategoryIconProps {
  category: CategoryNode;
  sizePx: number;
}

/** The department's illustration; its initial on a tinted disc when the picture is missing. */
export function CategoryIcon({ category, sizePx }: CategoryIconProps) {
  const info = category.metaData?.category_info;
  const src = categoryIconUrl(info?.ICON) ?? categoryIconUrl(info?.MENU_IMAGE);
  const [hasFailed, setFailed] = useState(false);

  if (!src || hasFailed) {
    return (
      <Box
        aria-hidden="true"
        sx={{
          width: sizePx,
          height: sizePx,
          flex: 'none',
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.selected',
          color: 'primary.main',
          fontWeight: 800,
          fontSize: sizePx * 0.45,
        }}
      >
        {category.name.charAt(0)}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={sizePx}
      height={sizePx}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      sx={{ flex: 'none', display: 'block' }}
    />
  );
}
