// Verifies bearer access tokens by looking up their SHA-256 hash in Workers KV and returning auth info.
// @ts-nocheck
import type { AuthInfo } from "@modelcontextprotocol/server";
import { sha256Hex } from "./crypto/hmac.js";
import type { Env } from "./env.js";

interface StoredToken {
  userId: string;
  email: string;
  scopes: string[];
  clientId: string;
  expiresAt: number; // seconds
}

/** Access tokens are stored in KV under the SHA-256 of the token, never in the clear. */
export async function verifyAccessToken(env: Env, token: string): Promise<AuthInfo> {
  const record = await env.TICKETS_KV.get<StoredToken>(`tok:${await sha256Hex(token)}`, "json");
  if (!record || record.expiresAt * 1000 < Date.now()) throw new Error("invalid_token");
  return {
    token,
    clientId: record.clientId,
    scopes: record.scopes,
    expiresAt: record.expiresAt,
    extra: { userId: record.userId, email: record.email },
  };
}
