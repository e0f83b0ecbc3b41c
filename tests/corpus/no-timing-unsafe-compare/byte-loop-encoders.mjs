// Models webhook and OTP libraries that ship their own byte encoders, hex and base64 written as loops over the bytes, the MAC encoded by them and compared with what the client sent.
import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toHex(data) {
  let out = '';
  for (const byte of new Uint8Array(data)) out += byte.toString(16).padStart(2, '0');
  return out;
}

function toBase64Url(data) {
  const view = new Uint8Array(data);
  let out = '';
  let carry = 0;
  let bits = 0;
  for (let i = 0; i < view.length; i++) {
    carry = (carry << 8) | view[i];
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += ALPHABET[(carry >> bits) & 63];
    }
  }
  if (bits > 0) out += ALPHABET[(carry << (6 - bits)) & 63];
  return out;
}

export function verifyHex(rawBody, header) {
  const mac = createHmac('sha256', process.env.WEBHOOK_SECRET).update(rawBody).digest();
  return toHex(mac) === header; // expect: no-timing-unsafe-compare
}

export function verifyUrlSafe(rawBody, header) {
  const mac = createHmac('sha256', process.env.WEBHOOK_SECRET).update(rawBody).digest();
  return header !== toBase64Url(mac); // expect: no-timing-unsafe-compare
}

// Not secret: the same encoders over the public body, and a count of the MAC's bytes.
export function sameBody(rawBody, etag) {
  return toHex(rawBody) === etag || toBase64Url(rawBody) === etag;
}

function countBytes(data) {
  let count = 0;
  for (const byte of new Uint8Array(data)) if (byte >= 0) count += 1;
  return count;
}

export function fullLength(rawBody, header) {
  const mac = createHmac('sha256', process.env.WEBHOOK_SECRET).update(rawBody).digest();
  return String(countBytes(mac)) === header;
}
