import net from 'node:net';

/**
 * A TCP forwarder between a server process and its database that the test switches: forwarding, stalled (a
 * database that keeps its connections open and answers nothing) or down (connections refused).
 */
export interface TcpForwarder {
  port: number;
  /** Holds every connection, open and new, without passing a byte either way. */
  stall(): void;
  /** Closes every connection and refuses new ones, as a database host that went away. */
  down(): Promise<void>;
  /** Forwards again; connections held while stalled are closed, as by a database that lost them. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream?: net.Socket;
}

export async function startTcpForwarder(target: { host: string; port: number }): Promise<TcpForwarder> {
  let mode: 'forward' | 'stall' | 'down' = 'forward';
  const pairs = new Set<Pair>();

  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    // Accepted, then never read nor answered.
    if (mode === 'stall') return void client.pause();
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  const port = await listen(0);
  return {
    port,
    stall() {
      mode = 'stall';
      for (const { client, upstream } of pairs) {
        if (!upstream) continue;
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async down() {
      mode = 'down';
      const closed = stopListening();
      for (const pair of pairs) drop(pair);
      await closed;
    },
    async resume() {
      for (const pair of pairs) drop(pair);
      mode = 'forward';
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      for (const pair of pairs) drop(pair);
      await closed;
    },
  };
}
