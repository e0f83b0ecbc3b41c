import { createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { buildServer } from "../mcp/build-server.js";

let jwks;

/** Access tokens from our OIDC provider; the SDK refuses tokens without expiresAt. */
async function verifier(token) {
  const { oidcIssuer } = useRuntimeConfig();
  jwks ??= createRemoteJWKSet(new URL("/.well-known/jwks.json", oidcIssuer));
  const { payload } = await jwtVerify(token, jwks, {
    issuer: oidcIssuer,
    audience: "tracker-mcp",
    clockTolerance: 5,
  });
  return {
    token,
    clientId: String(payload.azp ?? "unknown"),
    scopes: String(payload.scope ?? "").split(" ").filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub },
  };
}

const authenticate = requireBearerAuth({ verifier, requiredScopes: ["tracker"] });
const mcp = createMcpHandler(buildServer);

export default defineEventHandler(async (event) => {
  const request = toWebRequest(event);
  const authInfo = await authenticate(request);
  if (authInfo instanceof Response) return authInfo;
  setResponseHeader(event, "cache-control", "no-store");
  return mcp.fetch(request, { authInfo });
});
