import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useCategoryTree } from '../api/get-category-tree';
import { CategoryMasonry } from './category-masonry';
import { CategoryTreeList } from './category-tree-list';
import { DrawerHeader } from '../../../components/drawer-header';
import '../../../lib/messages-it-category-drawer';

interface CategoryDrawerProps {
  open: boolean;
  onClose: () => void;
  /** An entry under the tree, supplied by the shell (the links menu). */
  extraEntry?: { label: string; icon: ReactNode; onClick: () => void; onPreload?: () => void };
}

/** spec §2 "Shell layout": the left drawer; a tree on small screens, a masonry menu from 960 px. */
export function CategoryDrawer({ open, onClose, extraEntry }: CategoryDrawerProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const titleId = useId();
  const { data: root, isPending, isError, refetch } = useCategoryTree();
  const departments = root?.categories ?? [];

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: isWide ? 'min(1200px, calc(100vw - 64px))' : 'min(360px, 88vw)' },
        },
      }}
    >
      <DrawerHeader
        titleId={titleId}
        title={t('categories.drawerTitle')}
        closeLabel={t('categories.closeDrawer')}
        onClose={onClose}
        isSticky
      />
      {isPending && (
        <Box sx={{ p: 2 }} aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Box>
      )}
      {isError && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('categories.loadError')}
        </Alert>
      )}
      {root &&
        (isWide ? (
          <CategoryMasonry categories={departments} onNavigate={onClose} />
        ) : (
          <CategoryTreeList categories={departments} onNavigate={onClose} />
        ))}
      {extraEntry && (
        <>
          <Divider />
          <ListItemButton
            onClick={extraEntry.onClick}
            onPointerEnter={extraEntry.onPreload}
            sx={{ flex: 'none' }}
          >
            <ListItemIcon sx={{ minWidth: 48 }}>{extraEntry.icon}</ListItemIcon>
            <ListItemText primary={extraEntry.label} />
          </ListItemButton>
        </>
      )}
    </Drawer>
  );
}
