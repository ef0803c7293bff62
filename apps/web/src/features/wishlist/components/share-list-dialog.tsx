import ContentCopy from '@mui/icons-material/ContentCopy';
import LinkOff from '@mui/icons-material/LinkOff';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Wishlist } from '@spesa/shared/wishlist/wishlist.contract';
import { email as emailRule } from '@spesa/shared/validation/validators';
import { useId, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useShareWishlist } from '../api/share-wishlist';
import '../../../lib/messages-it-wishlist';

interface ShareListDialogProps {
  /** The owner's list; null keeps the dialog closed. */
  list: Wishlist | null;
  onClose: () => void;
}

/** The read-only link's full address, to copy and send. */
export const shareLinkOf = (token: string) => `${window.location.origin}${paths.sharedList.getHref(token)}`;

/**
 * spec §6 'Condividi': the owner opens, copies or closes the list's read-only link, shares the list read-only
 * with another shopper by e-mail, and sees and revokes those shares.
 */
export function ShareListDialog({ list, onClose }: ShareListDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={list !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { borderRadius: 3, width: 'min(520px, calc(100vw - 32px))', m: 2 } } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h3">
        {t('wishlists.share.title', { name: list?.name ?? '' })}
      </DialogTitle>
      {list && (
        <DialogContent sx={{ display: 'grid', gap: 3, pt: 1 }}>
          <ShareLinkSection list={list} />
          <ShareByEmailSection list={list} />
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ShareLinkSection({ list }: { list: Wishlist }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { openLink, closeLink } = useShareWishlist();
  const token = list.shareToken ?? null;
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify(t('wishlists.share.copied'), 'success');
    } catch {
      notify(t('wishlists.share.copyFailed'), 'warning');
    }
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('wishlists.share.linkTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('wishlists.share.linkHint')}
      </Typography>
      {token === null ? (
        <Button
          variant="contained"
          loading={openLink.isPending}
          onClick={() => openLink.mutate(list.listId)}
          sx={{ justifySelf: 'start' }}
        >
          {t('wishlists.share.createLink')}
        </Button>
      ) : (
        <>
          <TextField
            label={t('wishlists.share.linkLabel')}
            value={shareLinkOf(token)}
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
              },
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<ContentCopy />}
              onClick={() => void copy(shareLinkOf(token))}
            >
              {t('wishlists.share.copyLink')}
            </Button>
            <Button
              color="error"
              startIcon={<LinkOff />}
              loading={closeLink.isPending}
              onClick={() => closeLink.mutate(list.listId)}
            >
              {t('wishlists.share.closeLink')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

function ShareByEmailSection({ list }: { list: Wishlist }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { share, unshare } = useShareWishlist();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shares = list.shares ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const invalid = trimmed === '' ? t('wishlists.share.emailRequired') : emailRule(trimmed);
    if (invalid !== true) {
      setError(invalid);
      return;
    }
    share.mutate(
      { listId: list.listId, email: trimmed },
      {
        onSuccess: () => {
          setEmail('');
          notify(t('wishlists.share.sharedWith', { email: trimmed }), 'success');
        },
        onError: (failure) => setError(failure instanceof Error ? failure.message : t('errors.generic')),
      },
    );
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('wishlists.share.peopleTitle')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1,
          alignItems: { xs: 'stretch', sm: 'start' },
        }}
      >
        <TextField
          label={t('wishlists.share.emailLabel')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? t('wishlists.share.emailHint')}
          fullWidth
          size="small"
        />
        <Button type="submit" variant="contained" loading={share.isPending} sx={{ flex: 'none' }}>
          {t('wishlists.share.send')}
        </Button>
      </Box>
      {shares.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('wishlists.share.nobody')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('wishlists.share.peopleTitle')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {shares.map((entry) => (
            <Box
              component="li"
              key={entry.email}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {entry.email}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                  {t('wishlists.readOnly')}
                </Typography>
              </Typography>
              <IconButton
                aria-label={t('wishlists.share.revoke', { email: entry.email })}
                disabled={unshare.isPending}
                onClick={() => unshare.mutate({ listId: list.listId, email: entry.email })}
              >
                <PersonRemoveOutlined />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
