export class SupplierClient {
  #baseUrl;
  #apiKey;

  constructor({ baseUrl, apiKey }) {
    this.#baseUrl = baseUrl;
    this.#apiKey = apiKey;
  }

  async #request(path, init = {}) {
    const res = await fetch(`${this.#baseUrl}${path}`, {
      ...init,
      headers: { 'x-api-key': this.#apiKey, 'content-type': 'application/json', ...init.headers },
    });
    if (!res.ok) throw new Error(`supplier ${path}: ${res.status}`);
    return res.json();
  }

  /**
   * One page of offers. `pageToken` is the supplier's opaque pagination cursor
   * (base64 of an offset), not a credential.
   */
  async listOffers(sku, { quantity, pageToken } = {}) {
    const query = new URLSearchParams({ sku, quantity: String(quantity), pageSize: '5' });
    if (pageToken) query.set('pageToken', pageToken);
    const body = await this.#request(`/offers?${query}`);
    return {
      offers: body.offers.map((o) => ({
        id: o.offer_id,
        vendor: o.vendor_name,
        unitPrice: o.unit_price,
        currency: o.currency,
        leadDays: o.lead_time_days,
      })),
      nextPageToken: body.next_page_token ?? null,
    };
  }

  placeOrder(po) {
    return this.#request('/orders', {
      method: 'POST',
      body: JSON.stringify({ offer_id: po.offerId, quantity: po.quantity, reference: po.id }),
    });
  }
}
