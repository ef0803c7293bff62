import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { CountBadge, PlainIconButton } from '../../../components/plain-controls';
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
    <PlainIconButton
      aria-label={t('cart.open', { count: itemCount })}
      onClick={onClick}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      <CountBadge count={itemCount}>
        <ShoppingCartOutlined />
      </CountBadge>
    </PlainIconButton>
  );
}
