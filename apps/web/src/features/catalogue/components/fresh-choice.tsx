import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { centsToEuro, euroToCents } from '@spesa/shared/common/money';
import {
  MAX_PIECES,
  formatApproxWeight,
  pieceWeightOf,
  piecesInWeight,
  weightOfPieces,
} from '@spesa/shared/rules/fresh-pieces';
import { estimatedPriceCents, quantityRule } from '@spesa/shared/rules/quantity';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { formatMoney } from '../../../lib/format-money';
import '../../../lib/messages-it-fresh';
import { useCartLine, useCartLineChange } from '../hooks/use-cart-line';
import { ProductQuantityControl } from './product-quantity-control';
import '../../../lib/messages-it-catalogue';

/** Pieces count one by one, up to MAX_PIECES. */
const PIECES_RULE = quantityRule({ productInfos: { TIPOLOGIA: 'Pezzo', MAXACQ: String(MAX_PIECES) } });

interface FreshChoiceProps {
  product: Product;
  options?: Readonly<Record<string, string>>;
}

/**
 * A product sold by weight whose data gives an average piece (spec §3 WEIGHT_SELLING_SINGLE_UNIT): the
 * shopper chooses weight or pieces; pieces are sent as such and priced by their expected weight.
 */
export function FreshChoice({ product, options }: FreshChoiceProps) {
  const { t } = useTranslation();
  const pieceWeight = pieceWeightOf(product) ?? 0;
  const rule = useMemo(() => quantityRule(product), [product]);
  const line = useCartLine(product.productId);
  const changeLine = useCartLineChange();
  const [mode, setMode] = useState<'weight' | 'pieces'>(line.pieces ? 'pieces' : 'weight');
  const pieces = line.pieces ?? (line.quantity > 0 ? piecesInWeight(pieceWeight, line.quantity) : 0);
  const shownPieces = Math.max(pieces, 1);
  const shownWeight = weightOfPieces(pieceWeight, shownPieces);
  const weight = line.quantity > 0 ? line.quantity : rule.firstWeight;
  const priceOf = (kg: number) =>
    centsToEuro(estimatedPriceCents(euroToCents(product.priceDisplay), rule, kg));

  const onPieces = (count: number) =>
    changeLine({
      product,
      quantity: count > 0 ? weightOfPieces(pieceWeight, count) : 0,
      pieces: count,
      options,
    });

  return (
    <>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={mode}
        aria-label={t('fresh.howLabel')}
        onChange={(_event, value: 'weight' | 'pieces' | null) => value && setMode(value)}
        sx={{ mb: 1.5, '& .MuiToggleButton-root': { minHeight: 44, fontWeight: 700 } }}
      >
        <ToggleButton value="weight">{t('fresh.byWeight')}</ToggleButton>
        <ToggleButton value="pieces">{t('fresh.byPieces')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'weight' ? (
        <>
          <ProductQuantityControl product={product} options={options} size="large" />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('fresh.aboutPieces', {
              pieces: piecesInWeight(pieceWeight, weight),
              weight: formatApproxWeight(weight),
            })}
          </Typography>
        </>
      ) : (
        <>
          <QuantityStepper
            rule={PIECES_RULE}
            name={product.name}
            priceEuro={priceOf(pieceWeight)}
            quantity={pieces}
            onChange={onPieces}
            addText={t('product.addToCart')}
            size="large"
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('fresh.piecesEstimate', {
              pieces: shownPieces,
              weight: formatApproxWeight(shownWeight),
              price: formatMoney(priceOf(shownWeight)),
            })}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('fresh.piecesHint')}
          </Typography>
        </>
      )}
    </>
  );
}
