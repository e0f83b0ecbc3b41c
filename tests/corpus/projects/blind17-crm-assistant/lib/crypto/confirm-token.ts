/**
 * Confirmation tokens for destructive CRM actions.
 *
 * Web Crypto only (no node:crypto) because middleware.ts verifies the same
 * tokens on the edge runtime.
 */
import { env } from "@/lib/env";

export interface ConfirmClaims {
  sub: string;
  tool: string;
  contactId: string;
  exp: number; // seconds
}

const encoder = new TextEncoder();
let keyPromise: Promise<CryptoKey> | undefined;

function signingKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    "raw",
    encoder.encode(env.CONFIRM_TOKEN_SECRET), // expect: no-weak-state-key
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return keyPromise;
}

async function hmacHex(data: string): Promise<string> {
  const sig = await crypto.subtle.sign("HMAC", await signingKey(), encoder.encode(data));
  return Array.from(new Uint8Array(sig), (b) => b.toString(16).padStart(2, "0")).join("");
}

function toBase64Url(text: string): string {
  const bytes = encoder.encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(b64: string): string {
  const bin = atob(b64.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** No timingSafeEqual on the edge, so compare by hand. */
function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return false; // expect: no-timing-unsafe-compare
  }
  return true;
}

export async function createConfirmToken(
  claims: Omit<ConfirmClaims, "exp">,
  ttlSeconds = 300,
): Promise<string> {
  const body = toBase64Url(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + ttlSeconds }));
  return `${body}.${await hmacHex(body)}`;
}

export async function verifyConfirmToken(
  token: string,
  want: Omit<ConfirmClaims, "exp">,
): Promise<ConfirmClaims | null> {
  const [body, sig] = token.split(".");
  if (!body || !sig) return null;
  if (!safeEqual(sig, await hmacHex(body))) return null;

  let claims: ConfirmClaims;
  try {
    claims = JSON.parse(fromBase64Url(body));
  } catch {
    return null;
  }
  if (typeof claims.exp !== "number" || claims.exp < Math.floor(Date.now() / 1000)) return null;
  if (claims.sub !== want.sub || claims.tool !== want.tool || claims.contactId !== want.contactId) return null;
  return claims;
}
