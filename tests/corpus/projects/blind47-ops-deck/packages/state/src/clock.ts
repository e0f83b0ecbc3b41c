/** Wall-clock helpers shared by the state envelope and the apps' audit log. */

export const nowMillis = (): number => Date.now();

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** How long a round may sit with the client before the retry is refused. */
export const ROUND_TTL_MS = 10 * 60 * 1000;
