// @ts-check
import { createRemoteJWKSet, jwtVerify } from "jose";
import { definition as sendPaymentDef, sendPayment, TOOL as SEND_PAYMENT } from "./ledger/send-payment.js";

const ISSUER = Deno.env.get("LEDGER_ISSUER") ?? "https://id.ledger.example";
const LEDGER_API = Deno.env.get("LEDGER_API") ?? "https://api.ledger.example";
const jwks = createRemoteJWKSet(new URL("/.well-known/jwks.json", ISSUER));

/**
 * @param {Request} req
 * @returns {Promise<{ sub: string, accounts: string[], token: string } | null>}
 */
async function authenticate(req) {
  const auth = req.headers.get("authorization");
  if (!auth?.startsWith("Bearer ")) return null;
  const token = auth.slice(7);
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: "ledger-mcp" });
    return { sub: String(payload.sub), accounts: /** @type {string[]} */ (payload.accounts ?? []), token };
  } catch {
    return null;
  }
}

/**
 * @param {unknown} id
 * @param {object} body
 * @param {Headers} [headers]
 */
const reply = (id, body, headers = new Headers()) => {
  headers.set("content-type", "application/json");
  headers.set("cache-control", "no-store");
  return new Response(JSON.stringify({ jsonrpc: "2.0", id, ...body }), { headers });
};

const mcpRoute = new URLPattern({ pathname: "/mcp" });

Deno.serve(async (req) => {
  if (!mcpRoute.test(req.url)) return new Response("not found", { status: 404 });
  if (req.method !== "POST") return new Response(null, { status: 405 });

  const user = await authenticate(req);
  if (!user) return new Response("unauthorized", { status: 401, headers: { "www-authenticate": "Bearer" } });

  const msg = await req.json();
  if (msg.method === "initialize") {
    return reply(msg.id, {
      result: { protocolVersion: "2026-07-28", capabilities: { tools: {} }, serverInfo: { name: "ledger-mcp", version: "0.9.2" } },
    });
  }
  if (msg.method === "tools/list") return reply(msg.id, { result: { tools: [sendPaymentDef] } });
  if (msg.method !== "tools/call") return reply(msg.id, { error: { code: -32601, message: "Method not found" } });
  if (msg.params?.name !== SEND_PAYMENT) return reply(msg.id, { error: { code: -32602, message: "Unknown tool" } });

  const headers = new Headers();
  const result = await sendPayment({
    req,
    user,
    args: msg.params.arguments ?? {},
    requestState: msg.params.requestState,
    inputResponses: msg.params.inputResponses,
    headers,
    ledgerApi: (path, init = {}) =>
      fetch(new URL(path, LEDGER_API), {
        ...init,
        headers: { ...Object.fromEntries(new Headers(init.headers)), authorization: `Bearer ${user.token}` },
      }),
  });
  return reply(msg.id, { result }, headers);
});
