import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import type { Env, Vars, Caller } from './env';
import { appRouter } from './router';
import { zodToJsonSchema } from './schema';

const app = new Hono<{ Bindings: Env; Variables: Vars }>();

app.use(
  '/mcp',
  bearerAuth({
    verifyToken: async (token, c) => {
      const session = await c.env.SESSIONS.get<Caller>(`tok:${token}`, 'json');
      if (!session) return false;
      c.set('caller', session);
      return true;
    },
  }),
);

app.post('/mcp', async (c) => {
  const msg = await c.req.json<{ id?: string | number; method: string; params?: any }>();
  const id = msg.id ?? null;
  const ok = (result: unknown) => c.json({ jsonrpc: '2.0', id, result });
  const fail = (code: number, message: string) => c.json({ jsonrpc: '2.0', id, error: { code, message } });

  switch (msg.method) {
    case 'initialize':
      return ok({ protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: 'deploy-gate', version: '0.9.0' } });
    case 'tools/list':
      return ok({
        tools: Object.entries(appRouter).map(([name, p]) => ({
          name,
          description: p.description,
          inputSchema: zodToJsonSchema(p.schema),
          annotations: p.kind === 'mutation' ? { destructiveHint: true } : { readOnlyHint: true },
        })),
      });
    case 'tools/call': {
      const name = msg.params?.name as string;
      const proc = Object.hasOwn(appRouter, name) ? appRouter[name as keyof typeof appRouter] : undefined;
      if (!proc) return fail(-32602, `Unknown tool ${name}`);
      const parsed = proc.schema.safeParse(msg.params?.arguments ?? {});
      if (!parsed.success) return fail(-32602, parsed.error.message);
      const result = await proc.resolve({
        input: parsed.data,
        ctx: {
          env: c.env,
          caller: c.get('caller'),
          tool: name,
          inputResponses: msg.params?.inputResponses,
          requestState: msg.params?.requestState,
        },
      });
      return ok(result);
    }
    default:
      return fail(-32601, `Method not found: ${msg.method}`);
  }
});

export default app;
