// Redis-backed store for return-label drafts (pickup address, carrier quote); clients only see a random handle.
// @ts-nocheck
import { randomUUID } from 'node:crypto';

const PREFIX = 'returns:label-draft:';

export class LabelDraftStore {
  constructor(private readonly redis, private readonly ttlSeconds = 600) {}

  async put(ownerId: string, draft: Record<string, unknown>): Promise<string> {
    const handle = randomUUID();
    await this.redis.set(PREFIX + handle, JSON.stringify({ ownerId, draft }), { EX: this.ttlSeconds, NX: true });
    return handle;
  }

  async take(handle: string, ownerId: string) {
    const raw = await this.redis.getDel(PREFIX + handle);
    if (!raw) return undefined;
    const record = JSON.parse(raw);
    return record.ownerId === ownerId ? record.draft : undefined;
  }
}
