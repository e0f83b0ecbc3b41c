// Models a Shopify OAuth callback (Express, ESM) that validates the query-string hmac with localeCompare(...) === 0.
import { createHmac } from 'node:crypto';
import { URLSearchParams } from 'node:url';

const apiKey = process.env.SHOPIFY_API_KEY;
const apiSecret = process.env.SHOPIFY_API_SECRET;
const SHOP_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9-]*\.myshopify\.com$/;

function messageFromQuery(query) {
  const entries = Object.entries(query)
    .filter(([key]) => key !== 'hmac' && key !== 'signature')
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

export function hasValidHmac(query) {
  const { hmac } = query;
  if (typeof hmac !== 'string' || hmac.length === 0) {
    return false;
  }
  const generated = createHmac('sha256', apiSecret).update(messageFromQuery(query)).digest('hex');
  return generated.localeCompare(hmac) === 0; // expect: no-timing-unsafe-compare
}

export async function oauthCallback(req, res) {
  const { shop, code, host } = req.query;
  if (typeof shop !== 'string' || !SHOP_PATTERN.test(shop)) {
    return res.status(400).send('invalid shop');
  }
  if (!hasValidHmac(req.query)) {
    return res.status(400).send('HMAC validation failed');
  }
  const response = await fetch(`https://${shop}/admin/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: apiKey, client_secret: apiSecret, code }),
  });
  if (response.status !== 200) {
    return res.status(502).send('token exchange failed');
  }
  const { access_token: accessToken, scope } = await response.json();
  const granted = scope.split(',');
  if (granted.includes('write_orders') === false) {
    return res.status(403).send('missing scope');
  }
  req.session.shopifyToken = accessToken;
  res.redirect(host === undefined ? `/app?shop=${shop}` : `/app?shop=${shop}&host=${host}`);
}
