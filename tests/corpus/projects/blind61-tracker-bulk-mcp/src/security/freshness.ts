/** How long a round-trip state stays usable. */
export const STATE_MAX_AGE_MS = 10 * 60 * 1000;

/** True once a state issued at `issuedAt` (ms since the epoch) is older than STATE_MAX_AGE_MS. */
export function isStale(issuedAt: number, now: number = Date.now()): boolean {
  return issuedAt - now > STATE_MAX_AGE_MS;
}
