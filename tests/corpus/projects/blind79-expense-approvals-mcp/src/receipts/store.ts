// Redis-backed store of OCR'd receipts, addressed by random per-receipt handles scoped to their owner.
// @ts-nocheck

import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Receipt {
  id: string;
  merchant: string;
  totalCents: number;
  currency: string;
  date: string;
  imageUrl: string;
  reportId?: string | null;
}

const RETENTION_SECONDS = 60 * 60 * 24 * 120;

export function receiptStore(redis: Redis) {
  const keyFor = (userId: string) => `receipts:v2:${userId}`;

  return {
    async add(userId: string, receipt: Omit<Receipt, 'id'>): Promise<string> {
      const id = `rcpt_${randomBytes(18).toString('base64url')}`;
      await redis.multi().hset(keyFor(userId), id, JSON.stringify({ ...receipt, id, reportId: null })).expire(keyFor(userId), RETENTION_SECONDS).exec();
      return id;
    },

    async page(userId: string, pageToken: string | null | undefined, count = 25) {
      const [cursor, flat] = await redis.hscan(keyFor(userId), pageToken ?? '0', 'COUNT', count);
      const receipts: Receipt[] = [];
      for (let i = 1; i < flat.length; i += 2) {
        const r = JSON.parse(flat[i]) as Receipt;
        if (!r.reportId) receipts.push(r);
      }
      return { receipts, nextPageToken: cursor === '0' ? null : cursor };
    },

    async getMany(userId: string, ids: string[]): Promise<(Receipt | null)[]> {
      if (ids.length === 0) return [];
      const values = await redis.hmget(keyFor(userId), ...ids);
      return values.map((v) => (v ? (JSON.parse(v) as Receipt) : null));
    },

    async assign(userId: string, ids: string[], reportId: string) {
      const current = await this.getMany(userId, ids);
      const tx = redis.multi();
      current.forEach((r) => r && tx.hset(keyFor(userId), r.id, JSON.stringify({ ...r, reportId })));
      await tx.exec();
    },
  };
}
