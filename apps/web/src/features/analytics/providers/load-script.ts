/** Adds a third party's script to the page: called only after the shopper accepted analytics. */
export function loadScript(src: string): void {
  if ([...document.scripts].some((script) => script.getAttribute('src') === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * The cookies a third party's script set in this browser (Google's `_ga…`/`_gid`, Matomo's `_pk_…`), deleted
 * when analytics consent is withdrawn, on this host and on its parent domains.
 */
export function deleteCookies(prefixes: readonly string[]): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, i) => labels.slice(i).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
}
