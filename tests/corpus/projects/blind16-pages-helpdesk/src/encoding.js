// @ts-check
const utf8 = new TextEncoder();
const text = new TextDecoder();

export const b64url = {
  /** @param {Uint8Array} bytes */
  encode(bytes) {
    let bin = "";
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  },
  /** @param {string} s */
  decode(s) {
    if (!/^[A-Za-z0-9_-]*$/.test(s)) throw new TypeError("not base64url");
    const b64 = s.replace(/-/g, "+").replace(/_/g, "/");
    return Uint8Array.from(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
  },
};

/** @param {unknown} value */
export const jsonToB64url = (value) => b64url.encode(utf8.encode(JSON.stringify(value)));
/** @param {string} segment */
export const b64urlToJson = (segment) => JSON.parse(text.decode(b64url.decode(segment)));
/** @param {string} s */
export const bytes = (s) => utf8.encode(s);

/** @param {string} hex */
export function hexToBytes(hex) {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw new TypeError("expected an even-length hex string");
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
}

/**
 * SHA-256 of the call's salient parts. Public: it only lets us notice changed arguments.
 * @param {string} tool
 * @param {Record<string, unknown>} args
 */
export async function argsDigest(tool, args) {
  const sorted = Object.fromEntries(Object.entries(args).sort(([a], [b]) => a.localeCompare(b)));
  const hash = await crypto.subtle.digest("SHA-256", bytes(`${tool}:${JSON.stringify(sorted)}`));
  return b64url.encode(new Uint8Array(hash));
}
