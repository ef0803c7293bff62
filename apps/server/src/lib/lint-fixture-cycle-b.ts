// Lint fixture (tooling/lint-boundaries.test.ts): two files importing each other must fail lint.
import { cycleA } from './lint-fixture-cycle-a.js';

export const cycleB = (): string => typeof cycleA;
