// Lint fixture (tooling/lint-boundaries.test.ts): routes reading a repository instead of a service must fail lint.
import * as repository from './cart.repository.js';

export const brokenBoundary = repository;
