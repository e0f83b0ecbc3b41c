// Time helpers shared by the state envelope and the deploy client.

/** How long a confirmation stays open. */
export const STATE_TTL_MS = 10 * 60 * 1000;

/** Unix time in seconds, the unit the deploy API speaks. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Absolute expiry for something that lives `ttlMs` from now. */
export const expiresAt = (ttlMs = STATE_TTL_MS) => Date.now() + ttlMs;
