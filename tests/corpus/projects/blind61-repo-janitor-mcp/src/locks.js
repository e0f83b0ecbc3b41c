import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const LOCK_SECONDS = 15 * 60;

/** Locks a repository against concurrent clean-ups. Resolves to the lock id, or null when it is taken. */
export async function lockRepo(fullName, owner) {
  const id = randomUUID();
  const taken = await redis.set(`janitor:lock:${fullName}`, id, 'EX', LOCK_SECONDS, 'NX');
  if (taken !== 'OK') return null;
  await redis.set(`janitor:lock-id:${id}`, JSON.stringify({ fullName, owner }), 'EX', LOCK_SECONDS);
  return id;
}

/** Releases a lock, but only for the user who took it. */
export async function unlockRepo(lockId, owner) {
  const raw = await redis.get(`janitor:lock-id:${lockId}`);
  if (!raw) return false;
  const lock = JSON.parse(raw);
  if (lock.owner !== owner) return false;
  await redis.del(`janitor:lock-id:${lockId}`, `janitor:lock:${lock.fullName}`);
  return true;
}
