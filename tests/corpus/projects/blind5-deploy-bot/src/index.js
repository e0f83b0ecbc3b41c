import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { ErrorCode, PROTOCOL_VERSION, rpcError, rpcResult } from './rpc.js';
import { rollback, rollbackTool } from './tools/rollback.js';
import { status, statusTool } from './tools/status.js';

const tools = new Map([
  [rollbackTool.name, { def: rollbackTool, run: rollback }],
  [statusTool.name, { def: statusTool, run: status }],
]);

const app = new Hono();

app.use('/mcp', cors({ origin: (origin) => (origin?.endsWith('.corp.example.com') ? origin : null) }));

// Cloudflare Access sits in front of the worker and injects the verified identity.
app.use('/mcp', async (c, next) => {
  const email = c.req.header('cf-access-authenticated-user-email');
  if (!email) return c.json(rpcError(null, ErrorCode.InvalidRequest, 'unauthenticated'), 401);
  c.set('user', { email: email.toLowerCase() });
  await next();
});

app.post('/mcp', async (c) => {
  let msg;
  try {
    msg = await c.req.json();
  } catch {
    return c.json(rpcError(null, ErrorCode.ParseError, 'Parse error'));
  }
  if (msg?.jsonrpc !== '2.0' || typeof msg.method !== 'string') {
    return c.json(rpcError(msg?.id, ErrorCode.InvalidRequest, 'Invalid Request'));
  }
  if (msg.id === undefined) return c.body(null, 202);

  switch (msg.method) {
    case 'initialize':
      return c.json(
        rpcResult(msg.id, {
          protocolVersion: PROTOCOL_VERSION,
          capabilities: { tools: {} },
          serverInfo: { name: 'deploy-bot', version: '1.4.0' },
        }),
      );
    case 'tools/list':
      return c.json(rpcResult(msg.id, { tools: [...tools.values()].map((t) => t.def) }));
    case 'tools/call': {
      const entry = tools.get(msg.params?.name);
      if (!entry) return c.json(rpcError(msg.id, ErrorCode.InvalidParams, `Unknown tool ${msg.params?.name}`));
      try {
        const result = await entry.run(c.env, c.get('user'), msg.params);
        return c.json(rpcResult(msg.id, result));
      } catch (err) {
        console.error('tool failed', entry.def.name, err);
        return c.json(rpcError(msg.id, ErrorCode.InternalError, 'Tool failed'));
      }
    }
    default:
      return c.json(rpcError(msg.id, ErrorCode.MethodNotFound, `Method not found: ${msg.method}`));
  }
});

export default app;
