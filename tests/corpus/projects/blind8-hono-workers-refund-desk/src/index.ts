import { Hono } from 'hono';
import type { Env } from './keys';
import { refundTool, type Caller } from './tools/refund';

type Vars = { caller: Caller };
const app = new Hono<{ Bindings: Env; Variables: Vars }>();

app.use('/mcp', async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) return c.json({ error: 'unauthorized' }, 401);
  const who = await fetch(c.env.USERINFO_URL, { headers: { authorization: header } });
  if (!who.ok) return c.json({ error: 'unauthorized' }, 401);
  const { sub } = (await who.json()) as { sub: string };
  c.set('caller', { userId: sub, bearer: token });
  await next();
});

const rpcResult = (id: unknown, result: unknown) => ({ jsonrpc: '2.0', id, result });
const rpcError = (id: unknown, code: number, message: string) => ({ jsonrpc: '2.0', id, error: { code, message } });

app.post('/mcp', async (c) => {
  const msg = await c.req.json<{ id?: unknown; method: string; params?: any }>();
  switch (msg.method) {
    case 'initialize':
      return c.json(rpcResult(msg.id, {
        protocolVersion: '2026-07-28',
        capabilities: { tools: {} },
        serverInfo: { name: 'refund-desk', version: '0.4.1' },
      }));
    case 'tools/list':
      return c.json(rpcResult(msg.id, {
        tools: [{ name: refundTool.name, description: refundTool.description, inputSchema: refundTool.inputSchema, annotations: refundTool.annotations }],
      }));
    case 'tools/call': {
      if (msg.params?.name !== refundTool.name) return c.json(rpcError(msg.id, -32602, 'Unknown tool'));
      const result = await refundTool.call(c.env, c.get('caller'), msg.params.arguments, msg.params);
      return c.json(rpcResult(msg.id, result));
    }
    default:
      return c.json(rpcError(msg.id, -32601, `Method not found: ${msg.method}`));
  }
});

export default app;
