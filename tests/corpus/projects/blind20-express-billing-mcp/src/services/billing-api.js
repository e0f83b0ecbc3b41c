/**
 * @typedef {{ id: string, name: string, monthlyCents: number }} Plan
 * @typedef {{ amountCents: number, currency: string, processorSecret: string }} RefundQuote
 */

export class BillingApi {
  /** @type {string} */
  #baseUrl;
  /** @type {string} */
  #apiKey;

  /**
   * @param {string} baseUrl
   * @param {string} apiKey  server-side credential; sent as a header, never stored anywhere else
   */
  constructor(baseUrl, apiKey) {
    this.#baseUrl = baseUrl;
    this.#apiKey = apiKey;
  }

  static fromEnv(env = process.env) {
    if (!env.BILLING_API_KEY) throw new Error('BILLING_API_KEY is required');
    return new BillingApi(env.BILLING_API_URL ?? 'https://billing.internal.example/v3', env.BILLING_API_KEY);
  }

  /**
   * @param {string} path
   * @param {{ method?: string, body?: unknown, actor?: string }} [init]
   */
  async #call(path, { method = 'GET', body, actor } = {}) {
    const res = await fetch(`${this.#baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.#apiKey}`,
        'content-type': 'application/json',
        ...(actor ? { 'x-acting-user': actor } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`billing ${method} ${path}: ${res.status}`);
    return res.status === 204 ? undefined : res.json();
  }

  /** @param {string} subscriptionId @param {string} userId @returns {Promise<Plan[]>} */
  availablePlans(subscriptionId, userId) {
    return this.#call(`/subscriptions/${encodeURIComponent(subscriptionId)}/plans`, { actor: userId });
  }

  /** @returns {Promise<{ prorationCents: number, currency: string, effectiveAt: string }>} */
  previewPlanChange(subscriptionId, planId, userId) {
    return this.#call(`/subscriptions/${encodeURIComponent(subscriptionId)}/preview`, {
      method: 'POST',
      body: { planId },
      actor: userId,
    });
  }

  changePlan(subscriptionId, planId, userId) {
    return this.#call(`/subscriptions/${encodeURIComponent(subscriptionId)}`, {
      method: 'PATCH',
      body: { planId, prorate: true },
      actor: userId,
    });
  }

  /** @param {string} invoiceId @param {string} userId @returns {Promise<RefundQuote>} */
  quoteRefund(invoiceId, userId) {
    return this.#call(`/invoices/${encodeURIComponent(invoiceId)}/refund-quote`, { method: 'POST', actor: userId });
  }

  /** @param {string} processorSecret @param {string} userId */
  confirmRefund(processorSecret, userId) {
    return this.#call('/refunds/confirm', { method: 'POST', body: { processorSecret }, actor: userId });
  }
}
