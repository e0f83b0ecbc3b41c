import { randomBytes } from 'node:crypto';

/**
 * A pending step is identified by an opaque handle: 24 random bytes, nothing else.
 * The handle carries no data, so it needs no signature; it only finds a record in Redis,
 * and that record says whose it is, for which tool and arguments, and until when.
 */
export const HANDLE_PREFIX = 'rg1_';
const HANDLE_PATTERN = /^rg1_[A-Za-z0-9_-]{32}$/;

export function newHandle(): string {
  return HANDLE_PREFIX + randomBytes(24).toString('base64url');
}

export function isHandle(value: unknown): value is string {
  return typeof value === 'string' && HANDLE_PATTERN.test(value);
}

export function redisKey(handle: string): string {
  return `release-gate:pending:${handle.slice(HANDLE_PREFIX.length)}`;
}
