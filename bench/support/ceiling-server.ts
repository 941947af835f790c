// The ceiling every HTTP figure of ours is read against: Fastify answering {hello:'world'} as
// its own process, on the same machine, loaded by the same script in the same way.
// Started by `ceiling.ts`; the port comes from the environment.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
