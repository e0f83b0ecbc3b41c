import { Elysia } from 'elysia';
import { bearer } from '@elysiajs/bearer';
import { sendWire, TOOL, type WireArgs } from './tools/transfer';
import { bank, introspect } from './bank';

const app = new Elysia()
  .use(bearer())
  .derive(async ({ bearer: token, set }) => {
    const who = token ? await introspect(token) : null;
    if (!who?.active) {
      set.status = 401;
      throw new Error('unauthorized');
    }
    return { userId: who.sub as string };
  })
  .post('/mcp', async ({ body, userId, set }) => {
    const { id, method, params } = body as { id: unknown; method: string; params: any };
    set.headers['cache-control'] = 'no-store';
    if (method === 'tools/list') {
      return { jsonrpc: '2.0', id, result: { tools: [{ name: TOOL, annotations: { destructiveHint: true }, inputSchema: { type: 'object' } }] } };
    }
    if (method === 'tools/call' && params?.name === TOOL) {
      return { jsonrpc: '2.0', id, result: await sendWire(userId, bank, params.arguments as WireArgs, params) };
    }
    return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
  })
  .listen(Number(Bun.env.PORT ?? 3000));

console.log(`wire transfers MCP on ${app.server?.url}`);
