import { defineMiddleware } from "astro:middleware";
import { createRemoteJWKSet, jwtVerify } from "jose";

const issuer = import.meta.env.KEYHOLD_ISSUER;
const jwks = createRemoteJWKSet(new URL("/oauth/jwks", issuer));

export const onRequest = defineMiddleware(async (context, next) => {
  if (!context.url.pathname.startsWith("/mcp")) return next();

  const authorization = context.request.headers.get("authorization");
  if (authorization?.startsWith("Bearer ")) {
    const token = authorization.slice("Bearer ".length);
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience: "keyhold-mcp" });
      const scopes = typeof payload.scope === "string" ? payload.scope.split(" ") : [];
      if (scopes.includes("credentials:rotate")) {
        context.locals.authInfo = {
          token,
          clientId: String(payload.client_id),
          scopes,
          expiresAt: payload.exp,
          extra: { userId: payload.sub },
        };
      }
    } catch {
      // fall through: no authInfo means 401 below
    }
  }
  return next();
});
