import { loadKeyRing } from './vault';
import { AeadStateSealer } from './sealer';
import { makeTools, type CallParams, type Caller } from './tools';

const ring = await loadKeyRing();
const tools = makeTools(new AeadStateSealer(ring, 300));
type ToolName = keyof typeof tools;
const isTool = (n: unknown): n is ToolName => typeof n === 'string' && Object.hasOwn(tools, n);

const USERINFO = Bun.env.USERINFO_URL ?? 'http://localhost:5005/oauth/userinfo';

async function whoIs(req: Request): Promise<Caller | null> {
  const header = req.headers.get('authorization') ?? '';
  const [scheme, bearer] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !bearer) return null;
  const res = await fetch(USERINFO, { headers: { authorization: header } });
  if (!res.ok) return null;
  const { sub } = (await res.json()) as { sub?: string };
  return sub ? { userId: sub, bearer } : null;
}

const rpc = (id: unknown, payload: object) => Response.json({ jsonrpc: '2.0', id, ...payload });

Bun.serve({
  port: Number(Bun.env.PORT ?? 3400),
  async fetch(req) {
    const { pathname } = new URL(req.url);
    if (pathname !== '/mcp' || req.method !== 'POST') return new Response('not found', { status: 404 });
    const caller = await whoIs(req);
    if (!caller) return new Response('unauthorized', { status: 401, headers: { 'www-authenticate': 'Bearer' } });

    const msg = (await req.json().catch(() => null)) as { id?: unknown; method?: string; params?: CallParams } | null;
    if (!msg) return rpc(null, { error: { code: -32700, message: 'Parse error' } });

    if (msg.method === 'initialize') {
      return rpc(msg.id, {
        result: { protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: 'vault-notes', version: '0.5.0' } },
      });
    }
    if (msg.method === 'tools/list') {
      return rpc(msg.id, { result: { tools: Object.entries(tools).map(([name, t]) => ({ name, ...t.meta })) } });
    }
    if (msg.method === 'tools/call') {
      const params = msg.params;
      if (!params || !isTool(params.name)) return rpc(msg.id, { error: { code: -32602, message: 'Unknown tool' } });
      try {
        return rpc(msg.id, { result: await tools[params.name].call(caller, params) });
      } catch (err) {
        console.error(err);
        return rpc(msg.id, { result: { content: [{ type: 'text', text: 'Notes service failed.' }], isError: true } });
      }
    }
    return rpc(msg.id ?? null, { error: { code: -32601, message: `Method not found: ${msg.method}` } });
  },
});
