'use strict';

const { request } = require('undici');

module.exports = function createWarehouseClient({ baseUrl }) {
  async function call(method, path, token, body) {
    const res = await request(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.statusCode >= 400) {
      throw new Error(`warehouse ${method} ${path} -> ${res.statusCode}: ${await res.body.text()}`);
    }
    return res.body.json();
  }

  return {
    stockLevel: (token, sku, location) => call('GET', `/stock/${encodeURIComponent(sku)}?location=${encodeURIComponent(location)}`, token),
    transfer: (token, move) => call('POST', '/transfers', token, move),
    adjust: (token, adjustment) => call('POST', '/adjustments', token, adjustment),
  };
};
