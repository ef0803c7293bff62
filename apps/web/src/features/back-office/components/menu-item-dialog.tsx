import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { adminMenuItemBodySchema, type AdminMenuItem } from '@spesa/shared/admin/content-admin.contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import '../../../lib/messages-it-admin';
import { useSaveMenuItem } from '../api/content';
import { errorMessageOf } from '../api/staff-session';

const itemFormSchema = adminMenuItemBodySchema.pick({ title: true, url: true, position: true });
type ItemFormInput = z.input<typeof itemFormSchema>;
type ItemFormOutput = z.output<typeof itemFormSchema>;

interface MenuItemDialogProps {
  location: AdminMenuItem['location'];
  /** The item to change; undefined for a new one. */
  item?: AdminMenuItem;
  /** The top-level items of the menu, which may hold it. */
  parents: AdminMenuItem[];
  onClose: () => void;
  onSaved: () => void;
}

/** README "Back-office", Content: one item of a menu, its title, address, order and parent. */
export function MenuItemDialog({ location, item, parents, onClose, onSaved }: MenuItemDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveMenuItem();
  const [parentId, setParentId] = useState<number | null>(item?.parentId ?? null);
  const { control, handleSubmit } = useForm<ItemFormInput, unknown, ItemFormOutput>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: { title: item?.title ?? '', url: item?.url ?? '', position: item?.position ?? 1 },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...values, location: location as never, parentId, ...(item ? { id: item.id } : {}) },
      { onSuccess: onSaved },
    ),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 'min(480px, calc(100vw - 32px))', m: 2 } } }}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId} component="h2" variant="h6">
          {item ? t('admin.content.itemDialogEdit') : t('admin.content.itemDialogNew')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">{errorMessageOf(save.error)}</Alert>}
            <FormTextField control={control} name="title" label={t('admin.content.itemTitle')} required />
            <FormTextField
              control={control}
              name="url"
              label={t('admin.content.itemUrl')}
              helperText={t('admin.content.itemUrlHelp')}
              required
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
            />
            <FormTextField
              control={control}
              name="position"
              label={t('admin.content.itemPosition')}
              type="number"
              slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: 999 } }}
            />
            <TextField
              select
              label={t('admin.content.itemParent')}
              value={parentId === null ? '' : String(parentId)}
              onChange={(event) => setParentId(event.target.value ? Number(event.target.value) : null)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('admin.content.noParent')}</MenuItem>
              {parents
                .filter((p) => p.id !== item?.id)
                .map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {p.title}
                  </MenuItem>
                ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.content.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('admin.content.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
