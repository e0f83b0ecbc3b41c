import { randomBytes } from 'node:crypto';
import type { UserId } from '../security/state.js';

declare const handleBrand: unique symbol;
/** Opaque reference to a server-side record; carries no data of its own. */
export type JobHandle = string & { readonly [handleBrand]: true };

export interface PendingExport {
  readonly userId: UserId;
  readonly tool: 'export_bundle';
  readonly docIds: readonly string[];
  readonly expiresAt: number;
}

const WINDOW_MS = 10 * 60 * 1000;

/**
 * Exports wait here between the question (format) and the answer. One replica
 * serves this tool (see deploy/values.yaml), so a process-local map is enough.
 */
export class PendingExports {
  readonly #records = new Map<JobHandle, PendingExport>();

  park(userId: UserId, docIds: readonly string[]): JobHandle {
    this.#sweep();
    const handle = `exp_${randomBytes(16).toString('base64url')}` as JobHandle;
    this.#records.set(handle, { userId, tool: 'export_bundle', docIds: [...docIds], expiresAt: Date.now() + WINDOW_MS });
    return handle;
  }

  /** One use: the record is gone after this, whoever asked. */
  take(handle: string): PendingExport | undefined {
    const record = this.#records.get(handle as JobHandle);
    this.#records.delete(handle as JobHandle);
    return record;
  }

  #sweep(now = Date.now()): void {
    for (const [handle, record] of this.#records) if (record.expiresAt <= now) this.#records.delete(handle);
  }
}
