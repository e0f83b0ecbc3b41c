import { ErpClient } from './services/erp.ts';
import { Envelope, EnvelopeError } from './state/envelope.ts';
import { Keyring } from './state/keyring.ts';
import { makeRecount, RECOUNT_TOOL } from './tools/recount.ts';
import { makeTransfer, TRANSFER_TOOL } from './tools/transfer.ts';

export type ToolArgs = Record<string, unknown>;
export type ToolResult = Record<string, unknown>;

export interface ToolContext {
  operator: string;
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  ok(text: string): ToolResult;
  fail(text: string): ToolResult;
}

export interface Deps {
  erp: ErpClient;
  envelope: Envelope;
}

type Tool = (args: ToolArgs, ctx: ToolContext) => Promise<ToolResult>;

const deps: Deps = { erp: ErpClient.fromEnv(), envelope: new Envelope(Keyring.fromEnv()) };

const registry = new Map<string, { def: unknown; run: Tool }>([
  [TRANSFER_TOOL.name, { def: TRANSFER_TOOL, run: makeTransfer(deps) }],
  [RECOUNT_TOOL.name, { def: RECOUNT_TOOL, run: makeRecount(deps) }],
]);

// Operators authenticate with mTLS at the ingress, which forwards the certificate CN.
function operatorOf(req: Request): string | null {
  const cn = req.headers.get('x-client-cert-cn');
  return cn && /^op-[a-z0-9]{3,20}$/.test(cn) ? cn : null;
}

const text = (t: string, isError = false): ToolResult => ({ resultType: 'complete', isError, content: [{ type: 'text', text: t }] });

async function rpc(msg: any, operator: string): Promise<unknown> {
  switch (msg.method) {
    case 'initialize':
      return { protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: 'warehouse-ops', version: '3.0.1' } };
    case 'tools/list':
      return { tools: [...registry.values()].map((t) => t.def) };
    case 'tools/call': {
      const entry = registry.get(msg.params?.name);
      if (!entry) throw { code: -32602, message: `Unknown tool ${msg.params?.name}` };
      const ctx: ToolContext = {
        operator,
        requestState: msg.params.requestState,
        inputResponses: msg.params.inputResponses,
        ok: (t) => text(t),
        fail: (t) => text(t, true),
      };
      try {
        return await entry.run(msg.params.arguments ?? {}, ctx);
      } catch (err) {
        if (err instanceof EnvelopeError) throw { code: -32602, message: err.message };
        throw err;
      }
    }
    default:
      throw { code: -32601, message: `Method not found: ${msg.method}` };
  }
}

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, async (req) => {
  if (req.method !== 'POST' || new URL(req.url).pathname !== '/mcp') return new Response(null, { status: 404 });
  const operator = operatorOf(req);
  if (!operator) return new Response('forbidden', { status: 403 });

  const msg = await req.json().catch(() => null);
  if (!msg || msg.jsonrpc !== '2.0') {
    return Response.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });
  }
  if (msg.id === undefined) return new Response(null, { status: 202 });
  try {
    return Response.json({ jsonrpc: '2.0', id: msg.id, result: await rpc(msg, operator) });
  } catch (err: any) {
    const code = typeof err?.code === 'number' ? err.code : -32603;
    return Response.json({ jsonrpc: '2.0', id: msg.id, error: { code, message: code === -32603 ? 'Internal error' : err.message } });
  }
});
