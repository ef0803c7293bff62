// Lint fixture (tooling/lint-boundaries.test.ts): a module reaching another module's repository must fail lint.
import * as otherRepository from '../orders/order.repository.js';

export const brokenBoundary = otherRepository;
