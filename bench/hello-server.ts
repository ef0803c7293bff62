import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

// A bench's floor: bare Fastify sending bytes the bench gives it (an answer of Spesa's, gzip) as they are, so
// what the bytes cost (the socket, the load generator) is told apart from what the server's code costs.
let bytes: Buffer = Buffer.alloc(0);
app.addContentTypeParser(
  'application/octet-stream',
  { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 },
  (_request, body, done) => done(null, body),
);
app.put('/bytes', async (request) => {
  bytes = request.body as Buffer;
  return { length: bytes.length };
});
app.get('/bytes', async (_request, reply) =>
  reply.header('content-encoding', 'gzip').type('application/json; charset=utf-8').send(bytes),
);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
