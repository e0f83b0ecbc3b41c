import Fastify from 'fastify';
import { tools, RpcError } from './tools.js';
import { directory } from './directory.js';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

app.decorateRequest('user', null);

app.addHook('preHandler', async (req, reply) => {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) {
    return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'missing token' });
  }
  const user = await directory.whoami(header.slice('Bearer '.length));
  if (!user) return reply.code(401).send({ error: 'invalid token' });
  req.user = user;
});

const rpcOk = (id, result) => ({ jsonrpc: '2.0', id, result });
const rpcErr = (id, code, message) => ({ jsonrpc: '2.0', id, error: { code, message } });

const methods = {
  initialize: async () => ({
    protocolVersion: '2026-07-28',
    capabilities: { tools: {} },
    serverInfo: { name: 'calendar-sync', version: '1.3.0' },
  }),
  'tools/list': async () => ({
    tools: Object.entries(tools).map(([name, t]) => ({ name, description: t.description, inputSchema: t.inputSchema, annotations: t.annotations })),
  }),
  'tools/call': async (params, req) => {
    const tool = Object.hasOwn(tools, params?.name) ? tools[params.name] : undefined;
    if (!tool) throw new RpcError(-32602, `Unknown tool: ${params?.name}`);
    return tool.call(params.arguments ?? {}, {
      userId: req.user.userId,
      inputResponses: params.inputResponses,
      requestState: params.requestState,
    });
  },
};

app.post('/mcp', async (req, reply) => {
  const { id = null, method, params } = req.body ?? {};
  const fn = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!fn) return reply.send(rpcErr(id, -32601, `Method not found: ${method}`));
  try {
    return reply.send(rpcOk(id, await fn(params, req)));
  } catch (err) {
    if (err instanceof RpcError) return reply.send(rpcErr(id, err.code, err.message));
    req.log.error(err);
    return reply.send(rpcOk(id, { content: [{ type: 'text', text: 'Calendar backend failed.' }], isError: true }));
  }
});

const port = Number(process.env.PORT ?? 3100);
app.listen({ port, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
