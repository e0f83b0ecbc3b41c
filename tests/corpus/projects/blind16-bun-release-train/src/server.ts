import { authenticate } from "./auth";
import { mcpHandler, runtime } from "./mcp";

const server = Bun.serve({
  port: Number(Bun.env.PORT ?? 3000),
  routes: {
    "/healthz": new Response("ok"),
    "/.well-known/oauth-protected-resource": Response.json({
      resource: Bun.env.PUBLIC_URL ?? "http://localhost:3000/mcp",
      authorization_servers: ["https://sso.internal.example"],
      scopes_supported: ["releases:write"],
    }),
    "/mcp": {
      POST: async (req) => {
        const auth = await authenticate(req);
        if (auth instanceof Response) return auth;
        return mcpHandler.fetch(req, { authInfo: auth });
      },
    },
  },
  fetch() {
    return new Response("Not found", { status: 404 });
  },
});

process.on("SIGTERM", async () => {
  server.stop();
  await runtime.dispose();
  process.exit(0);
});

console.log(`release-train MCP listening on ${server.url}`);
