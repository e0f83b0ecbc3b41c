import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from './context.js';

const MAX_SKEW_MS = 5 * 60 * 1000;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Zendesk webhooks: base64 HMAC-SHA256 over `timestamp + body` with the webhook's signing secret.
 * We only use them to drop cached ticket summaries when a ticket changes.
 */
export function zendeskWebhook(app: AppContext) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const signature = req.headers['x-zendesk-webhook-signature'];
    const timestamp = req.headers['x-zendesk-webhook-signature-timestamp'];
    if (typeof signature !== 'string' || typeof timestamp !== 'string') {
      res.writeHead(400).end();
      return;
    }
    if (Math.abs(Date.now() - Date.parse(timestamp)) > MAX_SKEW_MS) {
      res.writeHead(401).end();
      return;
    }

    const body = await readBody(req);
    const expected = createHmac('sha256', app.keys.webhook).update(timestamp + body).digest('base64');
    if (signature !== expected) { // expect: no-timing-unsafe-compare
      res.writeHead(401).end();
      return;
    }

    const event = JSON.parse(body) as { type?: string; detail?: { id?: string } };
    const ticketId = Number(event.detail?.id);
    if (event.type?.startsWith('zen:event-type:ticket.') && Number.isInteger(ticketId)) {
      app.ticketSummaries.delete(ticketId);
    }
    res.writeHead(204).end();
  };
}
