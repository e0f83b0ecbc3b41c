import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';

export const REDIS = Symbol('REDIS');

const TTL_MS = 10 * 60 * 1000;
const PREFIX = 'fleet:pending:';
const HANDLE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface PendingApproval {
  userId: string;
  tool: string;
  expiresAt: number; // epoch ms
  workOrderId: string;
  vehicleId: string;
  odometerKm: number;
  releaseToService: boolean;
  keyTag: string;
}

/**
 * Server-side approvals for work-order closure. The client only ever sees a random handle
 * (256 bits); the record lives in Redis and is consumed on first use.
 */
@Injectable()
export class PendingApprovals {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async park(record: Omit<PendingApproval, 'expiresAt'>): Promise<string> {
    const handle = randomBytes(32).toString('base64url');
    const stored: PendingApproval = { ...record, expiresAt: Date.now() + TTL_MS };
    await this.redis.set(PREFIX + handle, JSON.stringify(stored), 'PX', TTL_MS);
    return handle;
  }

  /** Single use: the record is deleted as it is read. */
  async take(handle: string | undefined): Promise<PendingApproval | null> {
    if (!handle || !HANDLE_SHAPE.test(handle)) return null;
    const raw = await this.redis.getdel(PREFIX + handle);
    return raw ? (JSON.parse(raw) as PendingApproval) : null;
  }
}
