// In-memory, single-use store for pending confirmations that drops expired rows.
// @ts-nocheck
import { Injectable } from '../common/container';

export interface PendingAction<P = unknown> {
  userId: string;
  tool: string;
  argsDigest: string;
  expiresAt: number;
  payload: P;
}

/**
 * In-memory repository for confirmations that have not been answered yet.
 * Swap for Redis when we run more than one replica (sticky sessions today).
 */
@Injectable()
export class PendingActionRepository {
  private readonly rows = new Map<string, PendingAction>();

  save(handle: string, action: PendingAction): void {
    this.rows.set(handle, action);
    this.sweep();
  }

  /** Reads and deletes: a handle can be used exactly once. */
  take(handle: string): PendingAction | undefined {
    const row = this.rows.get(handle);
    this.rows.delete(handle);
    return row;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [handle, row] of this.rows) {
      if (row.expiresAt <= now) this.rows.delete(handle);
    }
  }
}
