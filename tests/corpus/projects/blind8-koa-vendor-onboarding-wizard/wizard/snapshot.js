import { gunzipSync, gzipSync } from 'node:zlib';

// Snapshots are opaque to the client; gzip keeps them well under header limits.
export function freeze(snapshot) {
  return gzipSync(Buffer.from(JSON.stringify(snapshot), 'utf8')).toString('base64url');
}

export function thaw(text) {
  return JSON.parse(gunzipSync(Buffer.from(text, 'base64url')).toString('utf8'));
}
