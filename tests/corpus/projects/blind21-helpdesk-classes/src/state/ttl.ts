/**
 * How long a pending confirmation or escalation draft stays usable.
 * Agents tend to get pulled into a call half-way through a flow, so we are generous here.
 */
export const STATE_TTL_SECONDS = 30 * 60;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
