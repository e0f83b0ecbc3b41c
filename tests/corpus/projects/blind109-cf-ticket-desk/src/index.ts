// Cloudflare Worker entry that checks bearer auth on /mcp and hands requests to the ticket MCP server.
// @ts-nocheck
import { createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { verifyAccessToken } from "./auth.js";
import type { Env } from "./env.js";
import { buildServer } from "./server.js";

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/healthz") return new Response("ok");
    if (url.pathname !== "/mcp") return new Response("not found", { status: 404 });

    const auth = await requireBearerAuth({
      verifier: { verifyAccessToken: (token: string) => verifyAccessToken(env, token) },
      requiredScopes: ["tickets:write"],
    })(request);
    if (auth instanceof Response) return auth;

    return createMcpHandler(() => buildServer(env)).fetch(request, { authInfo: auth });
  },
} satisfies ExportedHandler<Env>;
