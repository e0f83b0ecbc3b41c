import { decodeBase64Url, encodeBase64Url } from "@std/encoding/base64url";
import { keyRing } from "./keys.ts";

export const STATE_TTL_SECONDS = 15 * 60;

export interface ExpenseState {
  sub: string;
  tool: string;
  reportId: string;
  argsHash: string;
  exp: number;
  onBehalfOf?: string;
}

const enc = new TextEncoder();
const dec = new TextDecoder();
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function tag(key: CryptoKey, payload: string): Promise<string> {
  return encodeBase64Url(await crypto.subtle.sign("HMAC", key, enc.encode(payload)));
}

export async function hashArgs(args: Record<string, unknown>): Promise<string> {
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(args).sort(([a], [b]) => a.localeCompare(b))));
  return encodeBase64Url(await crypto.subtle.digest("SHA-256", enc.encode(canonical)));
}

export async function seal(body: Omit<ExpenseState, "exp">): Promise<string> {
  const payload = encodeBase64Url(enc.encode(JSON.stringify({ ...body, exp: nowSeconds() + STATE_TTL_SECONDS })));
  return `${payload}.${await tag(keyRing[0].key, payload)}`;
}

export async function unseal(token: string): Promise<ExpenseState | null> {
  const [payload, mac, ...rest] = token.split(".");
  if (!payload || !mac || rest.length > 0) return null;
  const candidates = await Promise.all(keyRing.map((k) => tag(k.key, payload)));
  if (!candidates.includes(mac)) return null; // expect: no-timing-unsafe-compare
  let state: ExpenseState;
  try {
    state = JSON.parse(dec.decode(decodeBase64Url(payload)));
  } catch {
    return null;
  }
  return typeof state.exp === "number" && state.exp >= nowSeconds() ? state : null;
}
