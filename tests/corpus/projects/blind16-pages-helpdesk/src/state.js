// @ts-check
import { b64url, b64urlToJson, bytes, hexToBytes, jsonToB64url } from "./encoding.js";

export const STATE_TTL_SECONDS = 300;
const PREFIX = "st1";
const MIN_KEY_BYTES = 32;

/**
 * @typedef {{ sub: string, tool: string, argsDigest: string, handle: string, exp: number }} StateClaims
 * @typedef {{ STATE_KEY_CURRENT: string, STATE_KEY_PREVIOUS?: string }} StateEnv
 */

export class InvalidState extends Error {}

/**
 * @param {string} spec "kid:hex"
 * @returns {Promise<[string, CryptoKey]>}
 */
async function importKey(spec) {
  const [kid, hex] = spec.split(":");
  const raw = hexToBytes(hex ?? "");
  if (!kid || raw.length < MIN_KEY_BYTES) {
    throw new Error(`state key "${kid}" must carry at least ${MIN_KEY_BYTES} bytes of key material`);
  }
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  return [kid, key];
}

/** @type {Promise<{ activeKid: string, keys: Map<string, CryptoKey> }> | undefined} */
let ring;

/**
 * Imports the keys once per isolate. A missing or short key makes every request fail loudly
 * instead of signing with something guessable.
 * @param {StateEnv} env
 */
function keyRing(env) {
  ring ??= (async () => {
    if (!env.STATE_KEY_CURRENT) throw new Error("STATE_KEY_CURRENT is not bound");
    const current = await importKey(env.STATE_KEY_CURRENT);
    const entries = [current];
    if (env.STATE_KEY_PREVIOUS) entries.push(await importKey(env.STATE_KEY_PREVIOUS));
    return { activeKid: current[0], keys: new Map(entries) };
  })();
  return ring;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * @param {StateEnv} env
 * @param {Omit<StateClaims, "exp">} claims
 */
export async function signState(env, claims) {
  const { activeKid, keys } = await keyRing(env);
  const body = jsonToB64url({ ...claims, exp: nowSeconds() + STATE_TTL_SECONDS });
  const signingInput = `${PREFIX}.${activeKid}.${body}`;
  const mac = await crypto.subtle.sign("HMAC", /** @type {CryptoKey} */ (keys.get(activeKid)), bytes(signingInput));
  return `${signingInput}.${b64url.encode(new Uint8Array(mac))}`;
}

/**
 * @param {StateEnv} env
 * @param {string} token
 * @param {{ sub: string, tool: string, argsDigest: string }} expected
 * @returns {Promise<StateClaims>}
 */
export async function verifyState(env, token, expected) {
  if (!token.startsWith(`${PREFIX}.`)) throw new InvalidState("unsupported state format");
  const parts = token.split(".");
  if (parts.length !== 4) throw new InvalidState("malformed state");
  const [, kid, body, sigText] = parts;

  const { keys } = await keyRing(env);
  const key = keys.get(kid);
  if (!key) throw new InvalidState("unknown key id");

  const sig = b64url.decode(sigText);
  // Reject non-canonical encodings (stray low bits in the last character) before verifying.
  if (b64url.encode(sig) !== sigText) throw new InvalidState("non-canonical signature encoding");
  const ok = await crypto.subtle.verify("HMAC", key, sig, bytes(`${PREFIX}.${kid}.${body}`));
  if (!ok) throw new InvalidState("bad signature");

  /** @type {StateClaims} */
  const claims = b64urlToJson(body);
  if (claims.exp <= nowSeconds()) throw new InvalidState("expired");
  if (claims.sub !== expected.sub) throw new InvalidState("issued to another user");
  if (claims.tool !== expected.tool) throw new InvalidState("issued for another tool");
  if (claims.argsDigest !== expected.argsDigest) throw new InvalidState("arguments changed");
  return claims;
}
