/**
 * Remembers state ids (jti) that were already redeemed until they would have expired
 * anyway. Single instance only; the refund flow uses the database instead.
 */
export class ReplayGuard {
  /** @type {Map<string, number>} jti -> exp (ms) */
  #seen = new Map();
  #maxEntries;

  /** @param {number} [maxEntries] */
  constructor(maxEntries = 50_000) {
    this.#maxEntries = maxEntries;
  }

  /**
   * @param {string} jti
   * @param {number} exp
   * @returns {boolean} true the first time a jti is redeemed
   */
  redeem(jti, exp, now = Date.now()) {
    this.#sweep(now);
    if (this.#seen.has(jti)) return false;
    // Fail closed under a flood rather than forgetting ids that are still live.
    if (this.#seen.size >= this.#maxEntries) return false;
    this.#seen.set(jti, exp);
    return true;
  }

  /** @param {number} now */
  #sweep(now) {
    for (const [jti, exp] of this.#seen) {
      if (exp <= now) this.#seen.delete(jti);
    }
  }
}
