import { createRemoteJWKSet, jwtVerify } from "jose";
import { requireBearerAuth, type AuthInfo } from "@modelcontextprotocol/server";

const jwks = createRemoteJWKSet(new URL(Bun.env.IDP_JWKS_URL ?? "https://sso.internal.example/.well-known/jwks.json"));

export const authenticate: (req: Request) => Promise<AuthInfo | Response> = requireBearerAuth({
  requiredScopes: ["releases:write"],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const { payload } = await jwtVerify(token, jwks, { audience: "release-train" });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? "unknown"),
        scopes: String(payload.scope ?? "").split(" ").filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});
