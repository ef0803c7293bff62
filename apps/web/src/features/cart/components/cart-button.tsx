import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../../lib/use-translation';

interface CartButtonProps {
  /** Total item quantity of the cart (spec §2: the cart badge). */
  itemCount: number;
  onClick: () => void;
  onPreload?: () => void;
}

export function CartButton({ itemCount, onClick, onPreload }: CartButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      color="inherit"
      aria-label={t('cart.open', { count: itemCount })}
      onClick={onClick}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      <Badge badgeContent={itemCount} color="secondary" showZero max={99}>
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
