// Models a Shopify webhook route (Express, TypeScript) that checks the base64 HMAC header with === into a const.
// @ts-nocheck
import * as crypto from 'node:crypto';
import { Router, raw, type Request, type Response } from 'express';
import { upsertOrder, removeShopData } from './shopify-store.js';

const router = Router();
const SHOPIFY_API_SECRET = process.env.SHOPIFY_API_SECRET ?? '';

function readHeader(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

router.post('/webhooks/shopify', raw({ type: 'application/json' }), async (req: Request, res: Response) => {
  const hmacHeader = readHeader(req, 'x-shopify-hmac-sha256');
  const topic = readHeader(req, 'x-shopify-topic');
  const shopDomain = readHeader(req, 'x-shopify-shop-domain');

  if (!hmacHeader || !topic || !shopDomain) {
    return res.status(400).send('missing headers');
  }
  if (!shopDomain.endsWith('.myshopify.com')) {
    return res.status(400).send('unexpected shop');
  }

  const digest = crypto.createHmac('sha256', SHOPIFY_API_SECRET).update(req.body as Buffer).digest('base64'); // expect: no-weak-state-key
  const authentic = digest === hmacHeader; // expect: no-timing-unsafe-compare
  if (!authentic) {
    return res.status(401).send('HMAC validation failed');
  }

  const payload = JSON.parse((req.body as Buffer).toString('utf8'));
  if (topic === 'orders/create' || topic === 'orders/updated') {
    await upsertOrder(shopDomain, payload);
  } else if (topic === 'shop/redact') {
    await removeShopData(shopDomain);
  } else if (topic === 'app/uninstalled' && payload.myshopify_domain === shopDomain) {
    await removeShopData(shopDomain);
  }

  res.status(200).end();
});

export default router;
