/**
 * All request-state times are whole seconds since the epoch, like JWT `iat`/`exp`.
 * Keep every conversion from Date.now() in this file.
 */

export const DEFAULT_TTL_SECONDS = 300;
export const MAX_TTL_SECONDS = 600;
export const CLOCK_SKEW_SECONDS = 5;

export function nowSeconds(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000);
}

export function clampTtl(requested?: number): number {
  if (requested === undefined || !Number.isFinite(requested)) return DEFAULT_TTL_SECONDS;
  return Math.max(30, Math.min(Math.floor(requested), MAX_TTL_SECONDS));
}

/** exp and now are both in seconds. */
export function isFresh(exp: unknown, now: number): boolean {
  return typeof exp === 'number' && Number.isInteger(exp) && now < exp + CLOCK_SKEW_SECONDS;
}

/** iat must not be in the future and the whole window must fit the cap. */
export function plausibleWindow(iat: unknown, exp: unknown, now: number): boolean {
  if (typeof iat !== 'number' || typeof exp !== 'number') return false;
  if (iat > now + CLOCK_SKEW_SECONDS) return false;
  return exp - iat <= MAX_TTL_SECONDS;
}

export function httpDate(seconds: number): string {
  return new Date(seconds * 1000).toUTCString();
}

export function cacheAgeSeconds(storedAtSeconds: number, now: number = nowSeconds()): number {
  return Math.max(0, now - storedAtSeconds);
}

/** Seconds until exp, never negative; used for Retry-After style hints. */
export function secondsUntil(exp: number, now: number = nowSeconds()): number {
  return Math.max(0, exp - now);
}
