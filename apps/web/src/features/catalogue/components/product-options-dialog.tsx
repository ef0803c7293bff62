import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ChosenOptions } from '../hooks/use-cart-line';
import { hasEveryOption, preselectedOptions } from '../utils/product-options';
import { ProductOptions } from './product-options';
import '../../../lib/messages-it-catalogue';

interface ProductOptionsDialogProps {
  open: boolean;
  product: Product;
  /** The chosen options, or null when the shopper gave up. */
  onClose: (chosen: ChosenOptions | null) => void;
}

/** spec §4: before adding a product with options, the shopper chooses them; the button waits for all. */
export function ProductOptionsDialog({ open, product, onClose }: ProductOptionsDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    preselectedOptions(product.selectOptions),
  );
  const isComplete = hasEveryOption(product.selectOptions, chosen);

  return (
    <Dialog
      open={open}
      onClose={() => onClose(null)}
      fullScreen={isPhone}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: { sm: 600 }, borderRadius: { sm: 3 } } } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h3">
        {t('product.optionsTitle', { name: product.name })}
      </DialogTitle>
      <DialogContent>
        <ProductOptions
          selectOptions={product.selectOptions}
          chosen={chosen}
          onChoose={(name, value) => setChosen((current) => ({ ...current, [name]: value }))}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="outlined" onClick={() => onClose(null)}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" disabled={!isComplete} onClick={() => onClose(chosen)}>
          {t('product.addToCart')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
