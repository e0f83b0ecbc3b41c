import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Env } from "./env";

export { DeploySession } from "./deploy-session";

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

async function authenticate(request: Request, env: Env): Promise<string | null> {
  const header = request.headers.get("authorization") ?? "";
  if (!header.startsWith("Bearer ")) return null;
  jwks ??= createRemoteJWKSet(new URL("/.well-known/jwks.json", env.AUTH_ISSUER));
  try {
    const { payload } = await jwtVerify(header.slice(7), jwks, { issuer: env.AUTH_ISSUER, audience: "deploy-bot" });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== "/mcp") return new Response("not found", { status: 404 });
    if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });

    const userId = await authenticate(request, env);
    if (!userId) {
      return new Response("unauthorized", {
        status: 401,
        headers: { "www-authenticate": `Bearer resource_metadata="${url.origin}/.well-known/oauth-protected-resource"` },
      });
    }

    const stub = env.DEPLOY_SESSIONS.get(env.DEPLOY_SESSIONS.idFromName(userId));
    const forwarded = new Request(request);
    forwarded.headers.set("x-deploy-user", userId);
    return stub.fetch(forwarded);
  },
} satisfies ExportedHandler<Env>;
