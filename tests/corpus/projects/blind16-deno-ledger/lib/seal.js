// @ts-check
import { stateKey } from "./keys.js";
import { b64url, equalBytes, utf8 } from "./bytes.js";

const TTL_MS = 8 * 60 * 1000;

export class StateRejected extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super(`requestState rejected: ${reason}`);
    this.reason = reason;
  }
}

/**
 * @typedef {{ sub: string, tool: string }} Binding
 */

/**
 * Signs `payload` together with who it belongs to.
 * @template T
 * @param {T} payload
 * @param {Binding} binding
 * @returns {Promise<string>}
 */
export async function seal(payload, binding) {
  const body = b64url.encode(utf8.encode(JSON.stringify({ ...binding, exp: Date.now() + TTL_MS, payload })));
  const key = await stateKey();
  const sig = new Uint8Array(await crypto.subtle.sign("HMAC", key, utf8.encode(body)));
  return `${body}.${b64url.encode(sig)}`;
}

/**
 * @template T
 * @param {string} token
 * @param {Binding} binding
 * @returns {Promise<T>}
 */
export async function open(token, binding) {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) throw new StateRejected("malformed");
  const body = token.slice(0, dot);
  const given = b64url.decode(token.slice(dot + 1));

  const key = await stateKey();
  const expected = new Uint8Array(await crypto.subtle.sign("HMAC", key, utf8.encode(body)));
  if (!equalBytes(given, expected)) throw new StateRejected("signature"); // expect: no-timing-unsafe-compare

  /** @type {{ sub: string, tool: string, exp: number, payload: T }} */
  const doc = JSON.parse(utf8.decode(b64url.decode(body)));
  if (doc.sub !== binding.sub) throw new StateRejected("principal");
  if (doc.tool !== binding.tool) throw new StateRejected("tool");
  return doc.payload;
}
