/**
 * spec §9 "A domain whitelist of chains' sites is configured": for each chain, the hosts its shop is served on
 * (TENANT_HOSTS) and the host of its real WordPress (CONTENT_URLS), without ports, each once.
 */
export function chainSiteHosts(
  tenantHosts: ReadonlyMap<string, string>,
  contentUrls: ReadonlyMap<string, string>,
): ReadonlyMap<string, readonly string[]> {
  const sites = new Map<string, Set<string>>();
  const add = (code: string, host: string) => {
    const name = host.toLowerCase().replace(/:\d+$/, '');
    if (!name) return;
    let hosts = sites.get(code);
    if (!hosts) sites.set(code, (hosts = new Set()));
    hosts.add(name);
  };
  for (const [host, code] of tenantHosts) add(code, host);
  for (const [code, url] of contentUrls) add(code, new URL(url).host);
  return new Map([...sites].map(([code, hosts]) => [code, [...hosts]]));
}
