import { createHash } from 'node:crypto';
import type { Result, StateRefusal } from '../shared/Result.js';

export interface StateBinding {
  readonly userId: string;
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/**
 * Seals what a tool needs for its next round into the `requestState` the client echoes back.
 * Two implementations, picked by STATE_CODEC: the bundled signed sealer, or AES-256-GCM.
 */
export interface VisitStateCodec {
  seal<T extends object>(state: T, binding: StateBinding): string;
  open<T extends object>(token: string, binding: StateBinding): Result<T, StateRefusal>;
}

export const STATE_TTL_MS = 10 * 60 * 1000;

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const digestArgs = (args: Readonly<Record<string, unknown>>): string =>
  createHash('sha256').update(canonicalJson(args)).digest('hex');
