import { createHmac } from 'node:crypto';

const MAX_SKEW_MS = 5 * 60 * 1000;

async function readRaw(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Zendesk signs webhooks with base64(HMAC-SHA256(timestamp + body)) under the webhook's signing secret.
 * @param {{ secret: string, onEvent: (event: any) => Promise<void> }} opts
 */
export function createWebhookHandler({ secret, onEvent }) {
  return async function handleWebhook(req, res) {
    const raw = await readRaw(req);
    const signature = req.headers['x-zendesk-webhook-signature'];
    const timestamp = req.headers['x-zendesk-webhook-signature-timestamp'];
    if (typeof signature !== 'string' || typeof timestamp !== 'string') {
      res.writeHead(400).end('missing signature');
      return;
    }
    if (Math.abs(Date.now() - Date.parse(timestamp)) > MAX_SKEW_MS) {
      res.writeHead(401).end('stale');
      return;
    }

    const expected = createHmac('sha256', secret).update(timestamp + raw).digest('base64');
    if (signature !== expected) { // expect: no-timing-unsafe-compare
      res.writeHead(401).end('bad signature');
      return;
    }

    let event;
    try {
      event = JSON.parse(raw);
    } catch {
      res.writeHead(400).end('not json');
      return;
    }
    await onEvent(event);
    res.writeHead(204).end();
  };
}
