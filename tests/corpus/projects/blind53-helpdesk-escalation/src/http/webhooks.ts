import { createHmac } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';

type RawBodyRequest = Request & { rawBody?: Buffer };

const SIGNATURE_HEADER = 'x-helpdesk-webhook-signature';
const TIMESTAMP_HEADER = 'x-helpdesk-webhook-signature-timestamp';
const MAX_SKEW_SECONDS = 300;

function webhookSecret(): string {
  const secret = process.env.HELPDESK_WEBHOOK_SECRET;
  if (!secret) throw new Error('HELPDESK_WEBHOOK_SECRET is not set');
  return secret;
}

/** base64(HMAC-SHA256(secret, timestamp + body)), as the helpdesk documents it. */
function expectedSignature(timestamp: string, body: Buffer): Buffer {
  return createHmac('sha256', webhookSecret()).update(timestamp).update(body).digest();
}

export function verifyHelpdeskSignature(req: RawBodyRequest, res: Response, next: NextFunction): void {
  const signature = req.get(SIGNATURE_HEADER);
  const timestamp = req.get(TIMESTAMP_HEADER);
  if (!signature || !timestamp || !req.rawBody) {
    res.status(400).json({ error: 'missing signature' });
    return;
  }
  if (Math.abs(Date.now() / 1000 - Date.parse(timestamp) / 1000) > MAX_SKEW_SECONDS) {
    res.status(401).json({ error: 'stale webhook' });
    return;
  }
  const presented = Buffer.from(signature, 'base64');
  if (!presented.equals(expectedSignature(timestamp, req.rawBody))) { // expect: no-timing-unsafe-compare
    res.status(401).json({ error: 'bad signature' });
    return;
  }
  next();
}

type TicketEvent =
  | { readonly type: 'ticket.merged'; readonly detail: { readonly id: string; readonly merged_into: string } }
  | { readonly type: 'ticket.group_changed'; readonly detail: { readonly id: string; readonly group_id: number } }
  | { readonly type: 'ticket.unlocked'; readonly detail: { readonly lock_id: string } };

export function webhookRouter(onEvent: (event: TicketEvent) => void | Promise<void>): Router {
  const router = Router();
  router.post('/hooks/helpdesk', verifyHelpdeskSignature, async (req, res) => {
    await onEvent(req.body as TicketEvent);
    res.status(204).end();
  });
  return router;
}
