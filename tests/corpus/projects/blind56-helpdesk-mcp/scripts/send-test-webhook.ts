/**
 * Signs seed/webhook-event.json like Zendesk does and posts it to the dev server.
 *   ZENDESK_WEBHOOK_SECRET=dev-webhook-secret npm run webhook:send
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const secret = process.env.ZENDESK_WEBHOOK_SECRET;
if (!secret) throw new Error('set ZENDESK_WEBHOOK_SECRET to the secret the dev server uses');

const body = readFileSync(new URL('../seed/webhook-event.json', import.meta.url), 'utf8');
const timestamp = new Date().toISOString();
const signature = createHmac('sha256', secret).update(timestamp + body).digest('base64');

const res = await fetch(`http://localhost:${process.env.PORT ?? 3100}/webhooks/zendesk`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-zendesk-webhook-signature': signature,
    'x-zendesk-webhook-signature-timestamp': timestamp,
  },
  body,
});
console.log(res.status, await res.text());
