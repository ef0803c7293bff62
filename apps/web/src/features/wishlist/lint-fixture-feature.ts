// Lint fixture (tooling/lint-boundaries.test.ts): a feature importing another feature must fail lint.
import * as otherFeature from '../delivery/api/get-stores';

export const brokenBoundary = otherFeature;
