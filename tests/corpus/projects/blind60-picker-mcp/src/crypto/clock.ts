/** Seconds since the epoch. State expiries are written and compared in seconds, here and only here. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A picker answers a form in well under a minute; five is generous. */
export const STATE_TTL_SECONDS = 5 * 60;
