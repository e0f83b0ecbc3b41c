// Opens and claims server-side pending actions checked against user, tool and an arguments digest.
// @ts-nocheck
import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '../common/container';
import { PendingActionRepository } from './pending-action.repository';

const PENDING_TTL_MS = 5 * 60 * 1000;

export function digestArgs(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('hex');
}

@Injectable(PendingActionRepository)
export class PendingActionService {
  constructor(private readonly repo: PendingActionRepository) {}

  /** Stores the action server-side and returns an opaque random handle for requestState. */
  open<P>(userId: string, tool: string, args: Record<string, unknown>, payload: P): string {
    const handle = randomBytes(32).toString('base64url');
    this.repo.save(handle, {
      userId,
      tool,
      argsDigest: digestArgs(args),
      expiresAt: Date.now() + PENDING_TTL_MS,
      payload,
    });
    return handle;
  }

  claim<P>(handle: string, userId: string, tool: string, args: Record<string, unknown>): P | null {
    const row = this.repo.take(handle);
    if (!row) return null;
    if (row.expiresAt <= Date.now()) return null;
    if (row.userId !== userId || row.tool !== tool) return null;
    if (row.argsDigest !== digestArgs(args)) return null;
    return row.payload as P;
  }
}
