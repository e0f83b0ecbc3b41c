/** Lifetime of a refund desk round-trip state. */
export const STATE_TTL_MS = 10 * 60 * 1000;

export const nowMs = (): number => Date.now();
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Absolute expiry for something that should live `ms` from now. */
export const expiresIn = (ms: number): number => nowMs() + ms;
