// Lint fixture (tooling/lint-boundaries.test.ts): two files importing each other must fail lint.
import { cycleB } from './lint-fixture-cycle-b.js';

export const cycleA = (): string => cycleB();
