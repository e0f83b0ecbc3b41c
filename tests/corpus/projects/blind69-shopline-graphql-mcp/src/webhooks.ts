// Shopline webhook receiver helpers: HMAC check over the raw body and topic dispatch.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifyShoplineHmac(rawBody: string, header: string | undefined, appSecret: string): boolean {
  if (typeof header !== 'string' || header.length === 0) return false;
  const computed = Buffer.from(createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('base64'), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  return given.length === computed.length && timingSafeEqual(given, computed);
}

export async function handleWebhook(topic: string | undefined, shopDomain: string | undefined, payload, deps) {
  switch (topic) {
    case 'app/uninstalled':
      if (shopDomain) await deps.shops.markUninstalled(shopDomain);
      return;
    case 'bulk_operations/finish':
      await deps.handles.noteFinished(payload.admin_graphql_api_id, payload.status);
      return;
    case 'shop/redact':
    case 'customers/redact':
    case 'customers/data_request':
      console.info('[shopline] compliance webhook', topic, shopDomain);
      return;
    default:
      console.debug('[shopline] ignored webhook topic', topic);
  }
}
