import { describe, expect, it } from 'vitest';
import type { ProductInfos } from '../catalogue/product.contract';
import {
  aboutPiecesDisplay,
  pieceWeightOf,
  piecesDisplay,
  piecesInWeight,
  weightOfPieces,
} from './fresh-pieces';

const infos = (extra: Partial<ProductInfos>): { productInfos: ProductInfos } => ({
  productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_UNIT_SELLING: 'KG', ...extra },
});

describe('pieces of a product sold by weight', () => {
  it('reads the average piece weight of a Sfuso product in kg, whatever unit it is written in', () => {
    expect(pieceWeightOf(infos({ WEIGHT_SELLING_SINGLE_UNIT: '0.2' }))).toBe(0.2);
    expect(pieceWeightOf(infos({ WEIGHT_SELLING_SINGLE_UNIT: '180', WEIGHT_UNIT_SELLING: 'GR' }))).toBe(0.18);
  });

  it('offers no pieces where the data does not allow it', () => {
    expect(pieceWeightOf(infos({}))).toBeUndefined();
    expect(pieceWeightOf(infos({ WEIGHT_SELLING_SINGLE_UNIT: '0' }))).toBeUndefined();
    expect(
      pieceWeightOf({ productInfos: { TIPOLOGIA: 'Confezione', WEIGHT_SELLING_SINGLE_UNIT: '125' } }),
    ).toBeUndefined();
  });

  it('turns pieces into their weight and a weight into about how many pieces', () => {
    expect(weightOfPieces(0.2, 4)).toBe(0.8);
    expect(weightOfPieces(0.15, 3)).toBe(0.45);
    expect(piecesInWeight(0.2, 0.8)).toBe(4);
    expect(piecesInWeight(0.2, 0.05)).toBe(1);
  });

  it('says it in Italian: "circa 4 pz ≈ 800 g", "4 pz ≈ 800 g", kilos from one kilo up', () => {
    expect(aboutPiecesDisplay(0.2, 0.8)).toBe('circa 4 pz ≈ 800 g');
    expect(piecesDisplay(4, 0.8)).toBe('4 pz ≈ 800 g');
    expect(piecesDisplay(6, 1.2)).toBe('6 pz ≈ 1,2 kg');
  });
});
