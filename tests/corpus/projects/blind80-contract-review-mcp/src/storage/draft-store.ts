// Redis-backed store for redline drafts; clients only ever see an opaque random handle.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';

export const REDIS = Symbol('REDIS');
const DRAFT_TTL_SECONDS = 600;

export interface RedlineDraft {
  contractId: string;
  suggestions: Array<{ clauseId: string; heading: string; replacement: string }>;
}

@Injectable()
export class DraftStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  private key(handle: string): string {
    return `redline:draft:${handle}`;
  }

  async put(ownerId: string, draft: RedlineDraft): Promise<string> {
    const handle = randomBytes(24).toString('base64url');
    await this.redis.set(this.key(handle), JSON.stringify({ ownerId, draft }), 'EX', DRAFT_TTL_SECONDS);
    return handle;
  }

  async take(handle: string, ownerId: string): Promise<RedlineDraft | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(handle)) return null;
    const stored = await this.redis.get(this.key(handle));
    if (!stored) return null;
    const record = JSON.parse(stored);
    if (record.ownerId !== ownerId) return null;
    await this.redis.del(this.key(handle));
    return record.draft;
  }
}
