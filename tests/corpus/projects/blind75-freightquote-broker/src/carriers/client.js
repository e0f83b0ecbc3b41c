// Client for the internal carrier gateway that fronts partner carrier rating and booking APIs.
const DEFAULTS = { timeoutMs: 12_000, retries: 1 };

export class CarrierGateway {
  constructor({ baseUrl, gatewayKey, ...rest } = {}) {
    if (!baseUrl) throw new Error('carrier gateway URL is required');
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.gatewayKey = gatewayKey;
    this.opts = { ...DEFAULTS, ...rest };
  }

  async #send(method, path, { body, accountKey } = {}) {
    let attempt = 0;
    for (;;) {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-gateway-key': this.gatewayKey,
          ...(accountKey ? { 'x-carrier-account-key': accountKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      if (res.ok) return res.json();
      if (res.status >= 500 && attempt < this.opts.retries) {
        attempt += 1;
        continue;
      }
      throw new Error(`carrier gateway ${method} ${path}: HTTP ${res.status}`);
    }
  }

  rate(shipment, { accountKey } = {}) {
    return this.#send('POST', '/v1/rates', { body: shipment, accountKey });
  }

  hold(carrierId, rateId, { accountKey, minutes }) {
    return this.#send('POST', `/v1/carriers/${encodeURIComponent(carrierId)}/rates/${encodeURIComponent(rateId)}/hold`, {
      body: { minutes },
      accountKey,
    });
  }

  book(carrierId, holdId, details, { accountKey } = {}) {
    return this.#send('POST', `/v1/carriers/${encodeURIComponent(carrierId)}/bookings`, {
      body: { holdId, ...details },
      accountKey,
    });
  }

  track(carrierId, proNumber) {
    return this.#send('GET', `/v1/carriers/${encodeURIComponent(carrierId)}/tracking/${encodeURIComponent(proNumber)}`);
  }
}
