import { type Caller, type CallParams, type Flow, runFlow, text } from "./src/rounds.ts";
import * as rotate from "./src/flows/rotate_key.ts";
import * as booking from "./src/flows/book_room.ts";

const PROTOCOL_VERSION = "2026-07-28";
const INTROSPECT_URL = Deno.env.get("SSO_INTROSPECT_URL") ?? "https://sso.internal.example/oauth2/introspect";

// deno-lint-ignore no-explicit-any
const tools = new Map<string, { definition: Record<string, unknown>; flow: Flow<any> }>([
  [rotate.definition.name, { definition: rotate.definition, flow: rotate.rotateKey }],
  [booking.definition.name, { definition: booking.definition, flow: booking.bookRoom }],
]);

async function authenticate(req: Request): Promise<Caller | null> {
  const header = req.headers.get("authorization") ?? "";
  if (!header.startsWith("Bearer ")) return null;
  const res = await fetch(INTROSPECT_URL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: header.slice("Bearer ".length) }),
  });
  if (!res.ok) return null;
  const info = await res.json() as { active: boolean; sub?: string; scope?: string };
  if (!info.active || !info.sub) return null;
  return { userId: info.sub, scopes: (info.scope ?? "").split(" ").filter(Boolean) };
}

interface RpcRequest {
  jsonrpc: "2.0";
  id?: number | string;
  method: string;
  params?: Record<string, unknown>;
}

async function dispatch(rpc: RpcRequest, caller: Caller): Promise<unknown> {
  switch (rpc.method) {
    case "initialize":
      return {
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: "ops-rounds", version: "0.9.0" },
      };
    case "tools/list":
      return { resultType: "complete", tools: [...tools.values()].map((t) => t.definition) };
    case "tools/call": {
      const params = rpc.params as unknown as CallParams;
      const tool = tools.get(params.name);
      if (!tool) return { resultType: "complete", ...text(`Unknown tool ${params.name}`, true) };
      return await runFlow(params.name, tool.flow, caller, params);
    }
    default:
      throw Object.assign(new Error(`Method not found: ${rpc.method}`), { code: -32601 });
  }
}

Deno.serve({ port: Number(Deno.env.get("PORT") ?? 8000) }, async (req) => {
  const url = new URL(req.url);
  if (url.pathname !== "/mcp" || req.method !== "POST") return new Response("not found", { status: 404 });

  const caller = await authenticate(req);
  if (!caller) return new Response("unauthorized", { status: 401, headers: { "www-authenticate": "Bearer" } });

  const rpc = await req.json() as RpcRequest;
  if (rpc.id === undefined) return new Response(null, { status: 202 });

  try {
    const result = await dispatch(rpc, caller);
    return Response.json({ jsonrpc: "2.0", id: rpc.id, result });
  } catch (err) {
    const code = (err as { code?: number }).code ?? -32603;
    return Response.json({ jsonrpc: "2.0", id: rpc.id, error: { code, message: (err as Error).message } });
  }
});
