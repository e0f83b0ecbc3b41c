// Client for the payment gateway's REST API (charges and refunds), authenticated with the merchant secret key.
export function createGateway({ baseUrl, secretKey, apiVersion }) {
  async function call(path, body, idempotencyKey) {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': idempotencyKey,
        'gateway-version': apiVersion,
      },
      body: new URLSearchParams(body),
      signal: AbortSignal.timeout(10_000),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) {
      const err = new Error(json?.error?.message ?? `gateway answered ${res.status}`);
      err.status = res.status;
      throw err;
    }
    return json;
  }

  return {
    refund(chargeId, amountCents, reason, idempotencyKey) {
      return call('/v1/refunds', { charge: chargeId, amount: String(amountCents), reason }, idempotencyKey);
    },
  };
}
