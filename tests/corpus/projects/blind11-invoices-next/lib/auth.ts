import { createRemoteJWKSet, jwtVerify } from "jose";
import type { AuthInfo } from "@modelcontextprotocol/server";
import { env } from "./env";

const jwks = createRemoteJWKSet(new URL("/.well-known/jwks.json", env.AUTH_ISSUER));

/** Bearer verifier for requireBearerAuth: access tokens come from our IdP. */
export async function verifier(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, {
    issuer: env.AUTH_ISSUER,
    audience: env.AUTH_AUDIENCE,
  });
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? "unknown"),
    scopes: typeof payload.scope === "string" ? payload.scope.split(" ") : [],
    expiresAt: payload.exp,
    extra: { userId: payload.sub, orgId: payload.org_id },
  };
}
