import Fastify from 'fastify';
import { config } from './config.js';
import stateTokens from './plugins/state-tokens.js';
import { deployTool } from './tools/deploy.js';
import { rollbackTool } from './tools/rollback.js';
import { deploymentsPlugin } from './plugins/deployments.js';

const app = Fastify({ logger: true });
await app.register(stateTokens, { secret: config.stateSecret, lifetime: config.stateLifetime }); // expect: no-weak-state-key, require-state-binding
await app.register(deploymentsPlugin);

const tools = new Map();
app.after(() => {
  for (const make of [deployTool, rollbackTool]) {
    const t = make(app);
    tools.set(t.name, t);
  }
});

app.addHook('preHandler', async (req, reply) => {
  const bearer = req.headers.authorization?.replace(/^Bearer /, '');
  if (!bearer) return reply.code(401).send({ error: 'login required' });
  const me = await fetch(`${config.githubApi}/user`, { headers: { authorization: `Bearer ${bearer}` } });
  if (!me.ok) return reply.code(401).send({ error: 'login required' });
  req.caller = { user: String((await me.json()).id), bearer };
});

app.post('/mcp', async (req) => {
  const { id, method, params = {} } = req.body;
  if (method === 'tools/list') {
    return { jsonrpc: '2.0', id, result: { tools: [...tools.values()].map(({ name, description, annotations }) => ({ name, description, annotations, inputSchema: { type: 'object' } })) } };
  }
  if (method === 'tools/call') {
    const tool = tools.get(params.name);
    if (!tool) return { jsonrpc: '2.0', id, error: { code: -32602, message: 'unknown tool' } };
    return { jsonrpc: '2.0', id, result: await tool.handle(req.caller, params.arguments ?? {}, params) };
  }
  return { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } };
});

await app.listen({ port: config.port, host: '0.0.0.0' });
