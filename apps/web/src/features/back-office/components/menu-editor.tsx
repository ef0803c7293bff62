import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminMenuItem } from '@spesa/shared/admin/content-admin.contract';
import { MENU_LOCATIONS, type MenuLocation } from '@spesa/shared/content/content.contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import '../../../lib/messages-it-admin';
import { useContentMenus, useDeleteMenuItem } from '../api/content';
import { errorMessageOf } from '../api/staff-session';
import { MenuItemDialog } from './menu-item-dialog';

/** Top-level items in order, each followed by its children. */
function ordered(items: AdminMenuItem[]): AdminMenuItem[] {
  const byOrder = (a: AdminMenuItem, b: AdminMenuItem) => a.position - b.position || a.id - b.id;
  const top = items.filter((i) => i.parentId === null).sort(byOrder);
  return top.flatMap((parent) => [parent, ...items.filter((i) => i.parentId === parent.id).sort(byOrder)]);
}

function ItemRows({
  items,
  label,
  onEdit,
  onDelete,
}: {
  items: AdminMenuItem[];
  label: string;
  onEdit: (item: AdminMenuItem) => void;
  onDelete: (item: AdminMenuItem) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <Typography>{t('admin.content.menuEmpty')}</Typography>;
  return (
    <List aria-label={label} dense>
      {ordered(items).map((item) => (
        <ListItem
          key={item.id}
          divider
          sx={{ pl: item.parentId === null ? 1 : 4 }}
          secondaryAction={
            <Stack direction="row">
              <IconButton
                aria-label={t('admin.content.editItem', { title: item.title })}
                onClick={() => onEdit(item)}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                edge="end"
                aria-label={t('admin.content.deleteItem', { title: item.title })}
                onClick={() => onDelete(item)}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          }
        >
          <ListItemText
            primary={item.title}
            secondary={`${item.position} · ${item.url}`}
            slotProps={{
              primary: { sx: { fontWeight: item.parentId === null ? 700 : 400 } },
              secondary: { sx: { overflowWrap: 'anywhere', pr: 8 } },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}

type Editing = { item?: AdminMenuItem } | null;

/** README "Back-office", Content: the storefront's menus by location and their items. */
export function MenuEditor() {
  const { t } = useTranslation();
  const menus = useContentMenus();
  const remove = useDeleteMenuItem();
  const [location, setLocation] = useState<MenuLocation>('footer');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminMenuItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const items = menus.data?.find((m) => m.location === location)?.items ?? [];
  const locationLabel = t(`admin.content.locations.${location}`);
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {t('admin.content.menusTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={t('admin.content.menuLocation')}
          value={location}
          onChange={(event) => setLocation(event.target.value as MenuLocation)}
          sx={{ minWidth: 260 }}
        >
          {MENU_LOCATIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`admin.content.locations.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => setEditing({})}>
          {t('admin.content.addItem')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {(menus.error ?? remove.error) && (
        <Alert severity="error">{errorMessageOf(menus.error ?? remove.error)}</Alert>
      )}
      {menus.isPending && <CircularProgress aria-label={t('admin.loading')} />}
      {menus.data && (
        <ItemRows
          items={items}
          label={t('admin.content.menuItemsLabel', { location: locationLabel })}
          onEdit={(item) => setEditing({ item })}
          onDelete={setDeleting}
        />
      )}
      {editing && (
        <MenuItemDialog
          location={location}
          item={editing.item}
          parents={items.filter((i) => i.parentId === null)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(t('admin.content.itemSaved'));
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.content.deleteItem', { title: deleting?.title ?? '' })}
        text={t('admin.content.deleteConfirm', { title: deleting?.title ?? '' })}
        onAnswer={(isConfirmed) => {
          if (isConfirmed && deleting)
            remove.mutate(deleting.id, { onSuccess: () => setNotice(t('admin.content.itemDeleted')) });
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
