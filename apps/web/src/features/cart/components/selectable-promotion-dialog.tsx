import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { answerSelectablePromotion, usePromotionDialogProduct } from '../utils/promotion-dialog-store';
import '../../../lib/messages-it-cart';

/** spec §2 / §4: a product with a selectable promotion asks whether to take it (No/Si) before the add. */
export function SelectablePromotionDialog() {
  const { t } = useTranslation();
  const product = usePromotionDialogProduct();
  const titleId = useId();
  const noRef = useRef<HTMLButtonElement>(null);
  const view = product?.warehousePromo?.view;

  return (
    <Dialog
      open={product !== null}
      onClose={() => answerSelectablePromotion(null)}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { borderRadius: 3, width: 'min(480px, calc(100vw - 32px))', m: 2 } },
        transition: { onEntered: () => noRef.current?.focus() },
      }}
    >
      <DialogTitle id={titleId} component="h2" variant="h3">
        {t('cart.promotionTitle')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {product && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <LocalOfferOutlined color="error" aria-hidden="true" />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{product.name}</Typography>
              {view && (
                <Typography sx={{ color: 'error.dark', fontWeight: 700 }}>
                  {[view.header, view.body, view.footer].filter(Boolean).join(' ')}
                </Typography>
              )}
            </Box>
          </Box>
        )}
        <Typography>{view?.selectablePromoText || t('cart.promotionQuestion')}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button
          ref={noRef}
          variant="outlined"
          onClick={() => answerSelectablePromotion(false)}
          sx={{ minWidth: 88 }}
        >
          {t('common.no')}
        </Button>
        <Button variant="contained" onClick={() => answerSelectablePromotion(true)} sx={{ minWidth: 88 }}>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
