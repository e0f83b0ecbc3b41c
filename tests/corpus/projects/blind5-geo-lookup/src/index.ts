import { loadKeys, type KeySet, type StateKeyEnv } from './state/keys';
import { geocode, GEOCODE_TOOL } from './tools/geocode';
import { purgeCache, PURGE_TOOL } from './tools/purgeCache';

export interface Env extends StateKeyEnv {
  GEO_CACHE: KVNamespace;
  /** JSON: { [keyId]: { owner, role, quota, sha256 } } where sha256 is hex of the key secret. */
  API_KEYS: string;
}

export interface Principal {
  id: string;
  role: 'user' | 'admin';
  quota: number;
}

export type ToolResult = Record<string, unknown>;

export interface Ctx {
  env: Env;
  keys: KeySet;
  principal: Principal;
  audience: string;
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  ok(text: string): ToolResult;
  fail(text: string): ToolResult;
}

const PACKAGE_NAME = 'geo-lookup';
const API_KEY_HEADER = 'x-geo-api-key';

const TOOL_DEFS = [
  { name: GEOCODE_TOOL, description: 'Turn a place name into coordinates', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
  { name: PURGE_TOOL, description: 'Drop cached lookups by prefix', annotations: { destructiveHint: true }, inputSchema: { type: 'object', properties: { prefix: { type: 'string' } }, required: ['prefix'] } },
];
const RUN: Record<string, (args: Record<string, unknown>, ctx: Ctx) => Promise<ToolResult>> = { [GEOCODE_TOOL]: geocode, [PURGE_TOOL]: purgeCache };

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
}

/** API keys look like gk_<keyId>_<secret>; only a SHA-256 of the secret is configured. */
async function principalFor(request: Request, env: Env): Promise<Principal | null> {
  const presented = request.headers.get(API_KEY_HEADER) ?? '';
  const m = /^gk_([a-z0-9]{6,16})_([A-Za-z0-9]{32,64})$/.exec(presented);
  if (!m) return null;
  const entry = (JSON.parse(env.API_KEYS) as Record<string, { owner: string; role: Principal['role']; quota: number; sha256: string }>)[m[1]];
  if (!entry) return null;
  const given = await sha256(m[2]);
  const expected = hexToBytes(entry.sha256);
  if (given.byteLength !== expected.byteLength || !crypto.subtle.timingSafeEqual(given, expected)) return null;
  return { id: entry.owner, role: entry.role, quota: entry.quota };
}

const text = (t: string, isError = false): ToolResult => ({ resultType: 'complete', ...(isError ? { isError } : {}), content: [{ type: 'text', text: t }] });
const rpc = (id: unknown, body: Record<string, unknown>) => Response.json({ jsonrpc: '2.0', id: id ?? null, ...body });

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== '/mcp' || request.method !== 'POST') return new Response('not found', { status: 404 });

    const principal = await principalFor(request, env);
    if (!principal) return new Response('unauthorized', { status: 401 });

    const msg = (await request.json().catch(() => null)) as any;
    if (msg?.jsonrpc !== '2.0' || typeof msg.method !== 'string') return rpc(msg?.id, { error: { code: -32600, message: 'Invalid Request' } });
    if (msg.id === undefined) return new Response(null, { status: 202 });

    if (msg.method === 'initialize') {
      return rpc(msg.id, { result: { protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: PACKAGE_NAME, version: '1.0.3' } } });
    }
    if (msg.method === 'tools/list') return rpc(msg.id, { result: { tools: TOOL_DEFS } });
    if (msg.method !== 'tools/call') return rpc(msg.id, { error: { code: -32601, message: 'Method not found' } });

    const run = RUN[msg.params?.name];
    if (!run) return rpc(msg.id, { error: { code: -32602, message: 'Unknown tool' } });
    const ctx: Ctx = {
      env,
      keys: await loadKeys(env),
      principal,
      audience: url.hostname,
      requestState: msg.params.requestState,
      inputResponses: msg.params.inputResponses,
      ok: (t) => text(t),
      fail: (t) => text(t, true),
    };
    try {
      return rpc(msg.id, { result: await run(msg.params.arguments ?? {}, ctx) });
    } catch (err) {
      console.error(err);
      return rpc(msg.id, { error: { code: -32603, message: 'Internal error' } });
    }
  },
};
