import { encodeHex } from "@std/encoding/hex";
import type { AuthInfo } from "npm:@modelcontextprotocol/sdk@1.32.0/server/auth/types.js";
import { WebStandardStreamableHTTPServerTransport } from "npm:@modelcontextprotocol/sdk@1.32.0/server/webStandardStreamableHttp.js";
import { createServer } from "./src/server.ts";

interface TokenRecord {
  userId: string;
  scopes: string[];
  clientId: string;
  expiresAt: number; // epoch seconds
}

const kv = await Deno.openKv();

// Access tokens are stored by digest (issued by the web app's "connect an assistant" page).
async function authenticate(req: Request): Promise<AuthInfo | null> {
  const match = req.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i);
  if (!match) return null;

  const digest = encodeHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(match[1])));
  const { value } = await kv.get<TokenRecord>(["tokens", digest]);
  if (!value || value.expiresAt <= Date.now() / 1000) return null;

  return {
    token: match[1],
    clientId: value.clientId,
    scopes: value.scopes,
    expiresAt: value.expiresAt,
    extra: { userId: value.userId },
  };
}

Deno.serve({ port: Number(Deno.env.get("PORT") ?? 8000) }, async (req) => {
  const url = new URL(req.url);
  if (url.pathname === "/health") return new Response("ok");
  if (url.pathname !== "/mcp") return new Response("Not found", { status: 404 });

  const authInfo = await authenticate(req);
  if (!authInfo) {
    return new Response("Unauthorized", { status: 401, headers: { "www-authenticate": 'Bearer realm="notes"' } });
  }

  // Deno Deploy may run any number of isolates: no sessions, one server per request.
  const server = createServer(kv);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  return transport.handleRequest(req, { authInfo });
});
