import type { IncomingMessage, ServerResponse } from 'node:http';
import { expectedSignatures, presentedSignature } from '../security/webhook-signature.js';

interface DisputeEvent {
  type: 'dispute.opened' | 'dispute.closed';
  chargeId: string;
  disputeId: string;
}

/** Charges under dispute must not be refunded from the desk; billing tells us when that changes. */
export const disputedCharges = new Set<string>();

export async function handleDisputeWebhook(req: IncomingMessage, res: ServerResponse, rawBody: Buffer): Promise<void> {
  const presented = presentedSignature(req.headers['x-billing-signature']);
  if (!expectedSignatures(rawBody).includes(presented)) { // expect: no-timing-unsafe-compare
    res.writeHead(401, { 'content-type': 'text/plain' }).end('bad signature');
    return;
  }

  let event: DisputeEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as DisputeEvent;
  } catch {
    res.writeHead(400).end();
    return;
  }

  if (event.type === 'dispute.opened') disputedCharges.add(event.chargeId);
  else if (event.type === 'dispute.closed') disputedCharges.delete(event.chargeId);
  res.writeHead(204).end();
}
