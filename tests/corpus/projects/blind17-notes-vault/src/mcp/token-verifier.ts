import { Injectable } from "@nestjs/common";
import { ConfigService } from "@nestjs/config";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { AuthInfo } from "@modelcontextprotocol/server";

/** Verifies the OAuth access tokens our authorization server issues (RS256, JWKS). */
@Injectable()
export class TokenVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;
  private readonly issuer: string;
  private readonly audience: string;

  constructor(config: ConfigService) {
    this.issuer = config.getOrThrow<string>("OAUTH_ISSUER");
    this.audience = config.getOrThrow<string>("MCP_RESOURCE_URL");
    this.jwks = createRemoteJWKSet(new URL(`${this.issuer}/.well-known/jwks.json`));
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const { payload } = await jwtVerify(token, this.jwks, {
      issuer: this.issuer,
      audience: this.audience,
      algorithms: ["RS256"],
      clockTolerance: 30,
    });
    const scopes = typeof payload.scope === "string" ? payload.scope.split(" ") : [];
    return {
      token,
      clientId: String(payload.client_id ?? payload.azp ?? ""),
      scopes,
      expiresAt: payload.exp,
      extra: { userId: payload.sub, admin: scopes.includes("notes:admin") },
    };
  }
}
