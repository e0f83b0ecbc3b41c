// Builds a token verifier that looks up hashed access tokens in Deno KV and returns the caller's auth info.
// @ts-nocheck
import type { AuthInfo } from "@modelcontextprotocol/server";

interface TokenRecord {
  userId: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
}

async function sha256(token: string): Promise<string> {
  const buf = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function makeVerifier(kv: Deno.Kv) {
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const rec = (await kv.get<TokenRecord>(["access-token", await sha256(token)])).value;
      if (!rec || rec.expiresAt <= Math.floor(Date.now() / 1000)) throw new Error("invalid_token");
      return { token, clientId: rec.clientId, scopes: rec.scopes, expiresAt: rec.expiresAt, extra: { userId: rec.userId } };
    },
  };
}
