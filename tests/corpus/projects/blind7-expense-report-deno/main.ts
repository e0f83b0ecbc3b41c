import { tools } from "./tools.ts";

const SSO = Deno.env.get("SSO_USERINFO_URL") ?? "https://sso.internal.example/userinfo";
const PORT = Number(Deno.env.get("PORT") ?? "8787");

async function authenticate(req: Request): Promise<{ userId: string; credential: string } | null> {
  const authorization = req.headers.get("authorization");
  if (!authorization?.toLowerCase().startsWith("bearer ")) return null;
  const res = await fetch(SSO, { headers: { authorization } });
  if (!res.ok) return null;
  const info = await res.json() as { sub?: string };
  return info.sub ? { userId: info.sub, credential: authorization } : null;
}

function rpc(id: unknown, body: { result?: unknown; error?: { code: number; message: string } }) {
  return Response.json({ jsonrpc: "2.0", id, ...body });
}

Deno.serve({ port: PORT }, async (req) => {
  const url = new URL(req.url);
  if (url.pathname !== "/mcp") return new Response("not found", { status: 404 });
  if (req.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });

  const who = await authenticate(req);
  if (!who) return new Response("unauthorized", { status: 401, headers: { "www-authenticate": "Bearer" } });

  let msg: { id?: unknown; method?: string; params?: Record<string, any> };
  try {
    msg = await req.json();
  } catch {
    return rpc(null, { error: { code: -32700, message: "Parse error" } });
  }
  const id = msg.id ?? null;

  switch (msg.method) {
    case "initialize":
      return rpc(id, {
        result: { protocolVersion: "2026-07-28", capabilities: { tools: {} }, serverInfo: { name: "expense-report", version: "0.3.0" } },
      });
    case "tools/list":
      return rpc(id, {
        result: { tools: Object.keys(tools).map((name) => ({ name, ...tools[name].meta })) },
      });
    case "tools/call": {
      const p = msg.params ?? {};
      const result = await tools[String(p.name)](p.arguments ?? {}, {
        userId: who.userId,
        credential: who.credential,
        inputResponses: p.inputResponses,
        requestState: p.requestState,
      });
      return rpc(id, { result });
    }
    default:
      return rpc(id, { error: { code: -32601, message: `Method not found: ${msg.method}` } });
  }
});
