// Compact text encoding (gzip + base64url JSON) for values the ledger passes through MCP clients.
import { gzipSync, gunzipSync } from 'node:zlib';

export function encodeCompact(value) {
  return gzipSync(Buffer.from(JSON.stringify(value), 'utf8')).toString('base64url');
}

export function decodeCompact(text) {
  if (typeof text !== 'string' || text.length === 0) {
    throw new TypeError('decodeCompact needs a non-empty string');
  }
  return JSON.parse(gunzipSync(Buffer.from(text, 'base64url')).toString('utf8'));
}

export { encodeCompact as packState, decodeCompact as unpackState };
