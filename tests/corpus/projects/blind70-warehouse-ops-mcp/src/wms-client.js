// HTTP client for the core WMS backend (shipments, carrier quotes, bookings).

export function createWmsClient(baseUrl) {
  async function request(method, path, token, body) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 204) return null;
    const data = await res.json().catch(() => ({}));
    if (!res.ok) {
      const err = new Error(data.message ?? `WMS ${method} ${path} failed with ${res.status}`);
      err.status = res.status;
      throw err;
    }
    return data;
  }

  return {
    shipment: (token, id) => request('GET', `/shipments/${encodeURIComponent(id)}`, token),
    quotes: (token, id, carriers) =>
      request('POST', `/shipments/${encodeURIComponent(id)}/quotes`, token, { carriers }),
    book: (token, id, quoteId) =>
      request('POST', `/shipments/${encodeURIComponent(id)}/book`, token, { quoteId }),
    openOrders: (token, warehouse, limit) =>
      request('GET', `/orders?warehouse=${encodeURIComponent(warehouse)}&status=open&limit=${limit}`, token),
    purchaseOrder: (token, po) => request('GET', `/purchase-orders/${encodeURIComponent(po)}`, token),
  };
}
