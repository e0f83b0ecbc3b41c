// Redis-style in-memory TTL cache with a helper that caches loader results.
// @ts-nocheck
/**
 * Redis-shaped in-process cache (GET/SET EX/DEL) so we can swap in ioredis
 * later without touching callers.
 */
export interface KeyValueCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, mode: 'EX', seconds: number): Promise<'OK'>;
  del(key: string): Promise<number>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

export class MemoryCache implements KeyValueCache {
  private entries = new Map<string, Entry>();

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  async set(key: string, value: string, _mode: 'EX', seconds: number): Promise<'OK'> {
    this.entries.set(key, { value, expiresAt: Date.now() + seconds * 1000 });
    return 'OK';
  }

  async del(key: string): Promise<number> {
    return this.entries.delete(key) ? 1 : 0;
  }
}

export const cache: KeyValueCache = new MemoryCache();

export async function cached<T>(key: string, seconds: number, load: () => Promise<T>): Promise<T> {
  const hit = await cache.get(key);
  if (hit !== null) return JSON.parse(hit) as T;
  const value = await load();
  await cache.set(key, JSON.stringify(value), 'EX', seconds);
  return value;
}
