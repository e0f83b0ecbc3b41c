// Confluence imports carry too much (the remote space list) to put in a continuation, so the server keeps
// it in Redis under a random handle and only the handle travels, inside the sealed state.
import IORedis from 'ioredis';
import { settings } from '../settings.js';

export interface PendingImport {
  userId: string;
  tool: 'import_confluence';
  expiresAt: number;
  cloudId: string;
  candidates: Array<{ key: string; name: string }>;
}

const redis = new IORedis(settings.redisUrl);
const keyOf = (handle: string) => `wiki:mcp:pending-import:${handle}`;

export async function putPendingImport(handle: string, record: PendingImport): Promise<void> {
  const ttl = Math.max(1, Math.ceil((record.expiresAt - Date.now()) / 1000));
  await redis.set(keyOf(handle), JSON.stringify(record), 'EX', ttl);
}

/** Reads and deletes in one step, so a handle is good for a single continuation. */
export async function takePendingImport(handle: string): Promise<PendingImport | undefined> {
  const raw = await redis.getdel(keyOf(handle));
  return raw ? (JSON.parse(raw) as PendingImport) : undefined;
}
