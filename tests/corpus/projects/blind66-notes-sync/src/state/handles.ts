import { createClient } from 'redis';
import { canonicalJson, type Binding, type Opened } from './types.js';

// notes-sync 1.x kept every pending call in Redis (EX 600) and gave the client "h_<uuid>" as
// its requestState. 2.x seals the state instead; this drains the handles still in flight after
// the upgrade and can go once the 1.x keys have expired out of Redis.
const redis = createClient({ url: process.env.REDIS_URL });
await redis.connect();

interface PendingRecord {
  userId: string;
  tool: string;
  args: string | null;
  expiresAt: number;
  state: unknown;
}

export const isLegacyHandle = (raw: string): boolean => /^h_[0-9a-f-]{36}$/.test(raw);

export async function claimLegacyHandle(handle: string, binding: Binding): Promise<Opened> {
  // GETDEL: a handle resumes at most once
  const json = await redis.getDel(`notes:pending:${handle.slice(2)}`);
  if (!json) return { ok: false, reason: 'expired' };

  const record = JSON.parse(json) as PendingRecord;
  if (record.expiresAt <= Date.now()) return { ok: false, reason: 'expired' };
  if (record.userId !== binding.userId) return { ok: false, reason: 'user' };
  if (record.tool !== binding.tool) return { ok: false, reason: 'tool' };
  const args = binding.args === undefined ? null : canonicalJson(binding.args);
  if (record.args !== args) return { ok: false, reason: 'args' };
  return { ok: true, state: record.state };
}
