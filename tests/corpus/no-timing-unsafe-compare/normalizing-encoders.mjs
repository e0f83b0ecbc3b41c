// Models webhook verifiers whose encoding helpers first normalize their argument in place (a string to bytes, bytes to a Buffer, a value to a string) and then encode it, the MAC passed in and the result compared with the signature header.
import { createHmac } from 'node:crypto';

function toHex(data) {
  if (typeof data === 'string') data = new TextEncoder().encode(data);
  return Buffer.from(data).toString('hex');
}

function toBase64Url(input, { pad = false } = {}) {
  input = Buffer.isBuffer(input) ? input : Buffer.from(input);
  const text = input.toString('base64url');
  return pad ? text.padEnd(Math.ceil(text.length / 4) * 4, '=') : text;
}

function label(value) {
  value = String(value).trim();
  return `sha256=${value}`;
}

export function verifyHex(body, header) {
  const mac = createHmac('sha256', process.env.HOOK_SECRET).update(body).digest();
  return toHex(mac) === header; // expect: no-timing-unsafe-compare
}

export function verifyUrlSafe(body, header) {
  const mac = createHmac('sha256', process.env.HOOK_SECRET).update(body).digest();
  return header !== toBase64Url(mac); // expect: no-timing-unsafe-compare
}

export function verifyLabelled(req) {
  const hex = createHmac('sha1', process.env.HOOK_SECRET).update(req.rawBody).digest('hex');
  return label(hex) === req.headers['x-hub-signature']; // expect: no-timing-unsafe-compare
}

// Not secret: the same helpers over a public body, and a parameter replaced by a value not made from it.
export function sameBody(body, header) {
  return toHex(body) === header;
}

function firstLine(text) {
  text = 'none';
  return text;
}

export function sameFirstLine(req) {
  const mac = createHmac('sha256', process.env.HOOK_SECRET).update(req.rawBody).digest('hex');
  return firstLine(mac) === req.headers['x-first-line'];
}
