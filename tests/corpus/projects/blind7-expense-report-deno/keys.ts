import { decodeBase64Url } from "@std/encoding/base64url";

export interface RingKey {
  kid: string;
  key: CryptoKey;
}

const encoder = new TextEncoder();

function importHmac(raw: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

const current = Deno.env.get("EXPENSE_STATE_KEY");
const retired = (Deno.env.get("EXPENSE_STATE_KEYS_RETIRED") ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter((s) => s.length > 0);

if (!current) {
  console.warn("EXPENSE_STATE_KEY unset: using a per-process key, pending rounds will not survive a restart");
}

const seed = current ? decodeBase64Url(current) : encoder.encode(`expense-mcp:${Deno.pid}:${Date.now()}`);

export const keyRing: readonly RingKey[] = [
  { kid: "current", key: await importHmac(seed) }, // expect: no-weak-state-key
  ...(await Promise.all(retired.map(async (raw, i) => ({ kid: `retired-${i}`, key: await importHmac(decodeBase64Url(raw)) })))),
];
