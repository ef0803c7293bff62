import { describe, expect, it } from 'vitest';
import { chainSiteHosts } from './chain-sites.js';

describe('chainSiteHosts (spec §9: domain whitelist)', () => {
  it('lists each chain’s shop hosts and its WordPress host, without ports and each once', () => {
    const sites = chainSiteHosts(
      new Map([
        ['spesa.dem.it', 'dem'],
        ['dem.localhost:8080', 'dem'],
        ['www.castorosupermercati.it', 'castoro'],
      ]),
      new Map([['dem', 'https://WP.dem.it/shop-content']]),
    );
    expect(sites.get('dem')).toEqual(['spesa.dem.it', 'dem.localhost', 'wp.dem.it']);
    expect(sites.get('castoro')).toEqual(['www.castorosupermercati.it']);
    expect(sites.get('top')).toBeUndefined();
  });
});
