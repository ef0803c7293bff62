// Lint fixture (tooling/lint-boundaries.test.ts): the db layer importing a module must fail lint.
import * as module from '../modules/mail/mailer.js';

export const brokenBoundary = module;
