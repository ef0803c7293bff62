import CloseIcon from '@mui/icons-material/Close';
import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** spec §9: the cart drawer is 600 px wide (the whole screen on phones). */
const CART_DRAWER_WIDTH_PX = 600;

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  itemCount: number;
  isLoggedIn: boolean;
  onLogin: () => void;
  /** spec §2: the chosen address and timeslot with their edit buttons, shown at the top for a shopper. */
  deliveryInfo?: ReactNode;
}

/** spec §2 "Cart drawer and summary": the frame with the delivery info; items and summary arrive with the cart feature. */
export function CartDrawer({ open, onClose, itemCount, isLoggedIn, onLogin, deliveryInfo }: CartDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: `min(${CART_DRAWER_WIDTH_PX}px, 100vw)`, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          minHeight: 56,
          bgcolor: 'header.background',
          color: 'header.text',
        }}
      >
        <Typography id={titleId} component="h2" variant="h3" sx={{ flex: 1 }}>
          {t('cart.title')}
        </Typography>
        <IconButton color="inherit" aria-label={t('cart.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {isLoggedIn && deliveryInfo}
      <Stack
        spacing={2}
        sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
      >
        <ShoppingBasketOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden="true" />
        <Typography variant="h3" component="p" aria-live="polite">
          {t('cart.count', { count: itemCount })}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 360 }}>
          {isLoggedIn ? t('cart.emptyHint') : t('cart.loginNeeded')}
        </Typography>
        {!isLoggedIn && (
          <Button variant="outlined" onClick={onLogin}>
            {t('account.login')}
          </Button>
        )}
      </Stack>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" size="large" fullWidth onClick={onClose}>
          {t('cart.continueShopping')}
        </Button>
      </Box>
    </Drawer>
  );
}
