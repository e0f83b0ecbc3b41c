// Base64url encoding and decoding helpers for raw bytes and JSON values.
const enc = new TextEncoder();
const dec = new TextDecoder();

export function b64urlEncode(bytes) {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function b64urlDecode(str) {
  if (typeof str !== 'string' || !/^[\w-]*$/.test(str)) throw new TypeError('not base64url');
  const b64 = str.replaceAll('-', '+').replaceAll('_', '/').padEnd(Math.ceil(str.length / 4) * 4, '=');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

export const b64urlEncodeJson = (obj) => b64urlEncode(enc.encode(JSON.stringify(obj)));
export const b64urlDecodeJson = (str) => JSON.parse(dec.decode(b64urlDecode(str)));
