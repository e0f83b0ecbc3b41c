// Models Redis-backed storage of in-flight reservations, keyed by an opaque random handle.
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

const redis = createClient({ url: process.env.REDIS_URL });
await redis.connect();

const PREFIX = 'shop:mrtr:';

export async function stash(userId, data) {
  const handle = randomBytes(24).toString('base64url');
  await redis.set(PREFIX + handle, JSON.stringify({ userId, data }), { EX: 600 });
  return handle;
}

export async function claim(handle, userId) {
  const raw = await redis.getDel(PREFIX + handle);
  if (!raw) return null;
  const entry = JSON.parse(raw);
  return entry.userId === userId ? entry.data : null;
}
