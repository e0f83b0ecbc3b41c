import type { APIRoute } from "astro";
import { mcpHandler } from "../mcp/server";

export const prerender = false;

export const POST: APIRoute = async ({ request, locals, url }) => {
  if (!locals.authInfo) {
    return new Response(JSON.stringify({ error: "invalid_token" }), {
      status: 401,
      headers: {
        "content-type": "application/json",
        "www-authenticate": `Bearer resource_metadata="${new URL("/.well-known/oauth-protected-resource", url)}"`,
      },
    });
  }
  return mcpHandler.fetch(request, { authInfo: locals.authInfo });
};
