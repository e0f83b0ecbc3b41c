// Client for the parcel carrier's REST API (labels, address validation, cancellations).
class CarrierError extends Error {
  constructor(message, status, code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

function createCarrierClient({ baseUrl, apiKey }) {
  async function request(method, path, body) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        'carrier-version': '2025-11-01',
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const payload = await res.json().catch(() => ({}));
    if (!res.ok) throw new CarrierError(payload.message || `carrier ${res.status}`, res.status, payload.code);
    return payload;
  }

  return {
    cancelLabel: (trackingNumber) => request('POST', `/v1/labels/${encodeURIComponent(trackingNumber)}/void`),
    validateAddress: (address) => request('POST', '/v1/addresses/validate', { address }),
    quoteRelabel: (trackingNumber, address) =>
      request('POST', `/v1/labels/${encodeURIComponent(trackingNumber)}/reroute-quotes`, { ship_to: address }),
    purchaseRelabel: (quoteId) => request('POST', `/v1/reroute-quotes/${encodeURIComponent(quoteId)}/purchase`),
  };
}

module.exports = { createCarrierClient, CarrierError };
