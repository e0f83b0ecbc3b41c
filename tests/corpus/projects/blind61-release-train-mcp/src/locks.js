import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const LOCK_TTL_SECONDS = 20 * 60;

/** Takes the deploy lock of a service; resolves to null when someone else holds it. */
export async function acquire(service, holder) {
  const id = randomUUID();
  const ok = await redis.set(`deploy-lock:${service}`, JSON.stringify({ id, holder }), 'EX', LOCK_TTL_SECONDS, 'NX');
  if (ok !== 'OK') return null;
  await redis.set(`deploy-lock-id:${id}`, service, 'EX', LOCK_TTL_SECONDS);
  return { id, service };
}

export async function holderOf(service) {
  const raw = await redis.get(`deploy-lock:${service}`);
  return raw ? JSON.parse(raw) : null;
}

export async function release(lockId) {
  const service = await redis.getdel(`deploy-lock-id:${lockId}`);
  if (service) await redis.del(`deploy-lock:${service}`);
}
