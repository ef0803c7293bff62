// Lint fixture (tooling/lint-boundaries.test.ts): a shared layer importing a feature must fail lint.
import * as feature from '../features/cart/api/add-to-cart';

export const brokenBoundary = feature;
