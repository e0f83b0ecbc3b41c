import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { env } from './env.js';
import type { BinLine } from './wms.js';

/** What the bin looked like when the count started; kept server-side, only its id travels in the state. */
export interface Snapshot {
  bin: string;
  lockId: string;
  lines: BinLine[];
  takenBy: string;
  takenAt: number;
}

const snapshots = new LRUCache<string, Snapshot>({
  max: env.SNAPSHOT_CACHE_SIZE,
  ttl: 60 * 60 * 1000,
  updateAgeOnGet: false,
});

export function keepSnapshot(snapshot: Snapshot): string {
  const id = randomUUID();
  snapshots.set(id, snapshot);
  return id;
}

export const findSnapshot = (id: string): Snapshot | undefined => snapshots.get(id);

export const dropSnapshot = (id: string): void => {
  snapshots.delete(id);
};
