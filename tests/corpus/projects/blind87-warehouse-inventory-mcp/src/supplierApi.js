// Client for the Northwind Supply ordering API (quotes and orders).
export function createSupplierApi(config) {
  async function call(method, path, body) {
    const res = await fetch(`${config.supplierBaseUrl}${path}`, {
      method,
      headers: {
        'x-api-key': config.supplierApiKey ?? 'local-sandbox',
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`supplier ${method} ${path} failed: ${res.status}`);
    return res.json();
  }

  return {
    quote: (supplierSku, quantity, warehouse) =>
      call('POST', '/v2/quotes', { sku: supplierSku, quantity, shipTo: warehouse }),
    placeOrder: (quoteId, reference) => call('POST', '/v2/orders', { quoteId, customerReference: reference }),
  };
}
