import { describe, expect, it } from 'vitest';
import resolvedBeforeDefaults from './__fixtures__/tenant-definitions.json';
import { TENANTS } from './tenants';

// The fixture is every chain as it was written out in full, before the chains declared only what differs from
// the shared defaults: a change to the defaults or to the merge must leave every chain exactly as it was.
describe('resolved chain definitions', () => {
  it('are deep-equal to the definitions written out in full', () => {
    expect(JSON.parse(JSON.stringify(TENANTS))).toEqual(resolvedBeforeDefaults);
  });

  it('keep every chain, in the same order', () => {
    expect(TENANTS.map((tenant) => tenant.code)).toEqual(resolvedBeforeDefaults.map((tenant) => tenant.code));
  });
});
