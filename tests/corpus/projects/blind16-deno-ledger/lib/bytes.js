// @ts-check
export const utf8 = {
  enc: new TextEncoder(),
  dec: new TextDecoder(),
  /** @param {string} s */
  encode(s) {
    return this.enc.encode(s);
  },
  /** @param {BufferSource} b */
  decode(b) {
    return this.dec.decode(b);
  },
};

export const b64url = {
  /** @param {Uint8Array} bytes */
  encode(bytes) {
    return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  },
  /** @param {string} text */
  decode(text) {
    const std = text.replaceAll("-", "+").replaceAll("_", "/");
    return Uint8Array.from(atob(std + "=".repeat((4 - (std.length % 4)) % 4)), (c) => c.charCodeAt(0));
  },
};

/** @param {string} hex */
export function fromHex(hex) {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new TypeError("not a hex string");
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
}

/**
 * Byte-wise equality for MAC checks.
 * @param {Uint8Array} a
 * @param {Uint8Array} b
 */
export function equalBytes(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}
