import type { Handle } from "@sveltejs/kit";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { env } from "$env/dynamic/private";

const jwks = createRemoteJWKSet(new URL(`${env.OIDC_ISSUER}/.well-known/jwks.json`));

export const handle: Handle = async ({ event, resolve }) => {
  event.locals.user = null;
  event.locals.accessToken = null;

  const header = event.request.headers.get("authorization");
  if (header?.startsWith("Bearer ")) {
    const token = header.slice("Bearer ".length);
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: env.OIDC_ISSUER,
        audience: "docs-portal-mcp",
        clockTolerance: "30s",
      });
      event.locals.user = {
        id: String(payload.sub),
        email: String(payload.email ?? ""),
        roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
      };
      event.locals.accessToken = token;
    } catch {
      // fall through as anonymous; the endpoint answers 401
    }
  }

  return resolve(event);
};
