// Encodes the fertigation wizard's progress so a retried call can pick up where it left off.
import { b64urlDecode, b64urlEncode } from './b64.js';

const enc = new TextEncoder();
const dec = new TextDecoder();
const VERSION = 2;

export function encodeProgress(progress) {
  return b64urlEncode(enc.encode(JSON.stringify({ v: VERSION, ...progress })));
}

export function decodeProgress(value) {
  if (typeof value !== 'string' || value === '') return null;
  const parsed = JSON.parse(dec.decode(b64urlDecode(value)));
  return parsed && parsed.v === VERSION ? parsed : null;
}
