import { z } from 'zod';
import { TENANT_CODES, type TenantCode } from '@spesa/shared/tenant/tenant-config.contract';

export interface SeedOptions {
  /** Seed this tenant with a benchmark catalogue of `count` products instead of the demo one. */
  benchCatalogue?: { tenant: TenantCode; count: number };
}

const envSchema = z.object({
  SEED_BENCH_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SEED_BENCH_TENANT: z.enum(TENANT_CODES).default('castoro'),
});

/**
 * The seed's own switches: SEED_BENCH_PRODUCTS=100000 (and SEED_BENCH_TENANT, default castoro) gives that tenant,
 * when first seeded, the benchmark catalogue (README, "Benchmarks: how they are run"). Throws listing every bad key.
 */
export function seedOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SeedOptions {
  const parsed = envSchema.safeParse({
    SEED_BENCH_PRODUCTS: env.SEED_BENCH_PRODUCTS || undefined,
    SEED_BENCH_TENANT: env.SEED_BENCH_TENANT || undefined,
  });
  if (!parsed.success) {
    throw new Error(
      `Invalid seed configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  const { SEED_BENCH_PRODUCTS: count, SEED_BENCH_TENANT: tenant } = parsed.data;
  return count === undefined ? {} : { benchCatalogue: { tenant, count } };
}
