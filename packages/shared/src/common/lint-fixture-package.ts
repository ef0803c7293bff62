// Lint fixture (tooling/lint-boundaries.test.ts): packages/shared depending on another package of ours must fail lint.
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';

export type BrokenBoundary = TenantDefinition;
