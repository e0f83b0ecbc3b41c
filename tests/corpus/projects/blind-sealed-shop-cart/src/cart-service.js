// Models the storefront backend client.
const call = async (path, body) => {
  const res = await fetch(`${process.env.SHOP_API}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`shop ${res.status}`);
  return res.json();
};

export const cartService = {
  get: (cartId) => call(`/carts/${cartId}`),
  placeOrder: (order) => call('/orders', order),
  lookupCoupon: (code) => call(`/coupons/${encodeURIComponent(code)}`),
  applyDiscount: (cartId, code, percent) => call(`/carts/${cartId}/discounts`, { code, percent }),
  stock: (sku) => call(`/stock/${sku}`),
  reserve: (sku, qty) => call(`/stock/${sku}/reserve`, { qty }),
  defaultAddress: (userId) => call(`/users/${userId}/address`),
  setAddress: (userId, address) => call(`/users/${userId}/address`, address),
};
