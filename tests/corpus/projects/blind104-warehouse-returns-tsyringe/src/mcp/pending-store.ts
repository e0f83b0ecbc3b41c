// Redis-backed store for pending multi-round actions; the client only ever holds a random handle.
// @ts-nocheck
import { inject, injectable } from 'tsyringe';
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { TOKENS } from '../di/tokens';
import type { AppConfig } from '../config/env';

const HANDLE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface PendingAction {
  userId: string;
  tool: string;
  argsHash: string;
  data: Record<string, unknown>;
  expiresAt: number;
}

export function hashArgs(args: Record<string, unknown>): string {
  const ordered = Object.keys(args)
    .sort()
    .map((k) => [k, args[k]]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

@injectable()
export class PendingStore {
  constructor(
    @inject(TOKENS.Redis) private readonly redis: Redis,
    @inject(TOKENS.Config) private readonly config: AppConfig,
  ) {}

  async open(userId: string, tool: string, args: Record<string, unknown>, data: Record<string, unknown>): Promise<string> {
    const handle = randomBytes(32).toString('base64url');
    const record: PendingAction = {
      userId,
      tool,
      argsHash: hashArgs(args),
      data,
      expiresAt: Date.now() + this.config.pendingTtlSeconds * 1000,
    };
    await this.redis.set(`returns:pending:${handle}`, JSON.stringify(record), 'EX', this.config.pendingTtlSeconds, 'NX');
    return handle;
  }

  async claim(handle: unknown, userId: string, tool: string, args: Record<string, unknown>): Promise<PendingAction | null> {
    if (typeof handle !== 'string' || !HANDLE_PATTERN.test(handle)) return null;
    const raw = await this.redis.getdel(`returns:pending:${handle}`);
    if (!raw) return null;
    const record: PendingAction = JSON.parse(raw);
    if (record.userId !== userId || record.tool !== tool || record.argsHash !== hashArgs(args)) return null;
    if (record.expiresAt <= Date.now()) return null;
    return record;
  }
}
