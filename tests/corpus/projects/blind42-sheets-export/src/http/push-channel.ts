import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '../env.js';
import { invalidateListings } from '../google/api.js';

// Both sides are hashed first: two SHA-256 digests are always 32 bytes, so timingSafeEqual
// never sees different lengths and the comparison does not depend on the token's length.
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();
const expectedChannelToken = sha256(env.pushChannelToken);

export function handleDrivePush(req: IncomingMessage, res: ServerResponse): void {
  const presented = req.headers['x-goog-channel-token'];
  if (typeof presented !== 'string' || !timingSafeEqual(sha256(presented), expectedChannelToken)) {
    res.writeHead(403).end();
    return;
  }
  // 'sync' is the handshake Drive sends when the channel is created; nothing changed yet.
  const state = req.headers['x-goog-resource-state'];
  if (state !== 'sync') invalidateListings();
  res.writeHead(204).end();
}
