import Fastify from 'fastify';
import { verifyInternal } from '@fleet/round-trip/internal-auth';
import { CLUSTER } from './tokens.js';
import { RESTART, restartWorkload } from './tools/restart.js';

const TOOLS = new Map([[RESTART.name, { definition: RESTART, run: restartWorkload }]]);

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

// Keep the raw body: the gateway's signature covers the exact bytes it sent.
app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
  req.rawBody = body;
  try {
    done(null, body.length ? JSON.parse(body) : {});
  } catch (err) {
    err.statusCode = 400;
    done(err);
  }
});

app.addHook('preHandler', async (req, reply) => {
  if (!req.url.startsWith('/v1/')) return;
  const ok = verifyInternal(req.headers['x-fleet-ts'], req.rawBody ?? '', req.headers['x-fleet-signature']);
  if (!ok) return reply.code(401).send({ error: 'bad gateway signature' });
});

app.post('/v1/tools/list', async () => ({ tools: [...TOOLS.values()].map((t) => t.definition) }));

app.post('/v1/tools/call', async (req, reply) => {
  const { name, arguments: args = {}, inputResponses, requestState, user } = req.body;
  const tool = TOOLS.get(name);
  if (!tool) return reply.code(404).send({ error: `unknown tool ${name}` });
  if (typeof user !== 'string' || !user) return reply.code(400).send({ error: 'missing user' });
  req.log.info({ tool: name, user, round: requestState ? 'retry' : 'first' }, 'tools/call');
  return tool.run({ args, inputResponses, requestState, user });
});

app.get('/healthz', async () => ({ ok: true, cluster: CLUSTER }));

await app.listen({ host: '0.0.0.0', port: Number(process.env.PORT ?? 7070) });
