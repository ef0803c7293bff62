/**
 * Fastify's `trustProxy` for the configured setting. A number of hops becomes a function: Fastify 5 ignores a
 * bare number for the client's address, and only the last `hops` proxies (the nearest first) may speak for
 * the client, so X-Forwarded-For entries a client wrote itself to the left of them are never believed.
 */
export function trustProxyOption(
  setting: boolean | number,
): boolean | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
