// Receives entry status callbacks (released, held, rejected) from the filing portal.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { db } from '../db.js';
import { settings } from '../settings/index.js';

export function registerEntryStatusWebhook(app) {
  app.post('/webhooks/portal/entry-status', { config: { rawBody: true } }, async (request, reply) => {
    const signature = request.headers['x-portal-signature'];
    const digest = 'sha256=' + createHmac('sha256', settings.portalWebhookSecret).update(request.rawBody).digest('hex');
    if (signature !== digest) { // expect: no-timing-unsafe-compare
      request.log.warn({ ip: request.ip }, 'portal webhook with invalid signature');
      return reply.code(401).send({ error: 'invalid signature' });
    }

    const event = request.body;
    const updated = await db('entries')
      .where({ entry_number: event.entry_number })
      .update({
        portal_status: event.status,
        hold_reason: event.hold_reason ?? null,
        status_changed_at: new Date(event.occurred_at),
      });
    if (updated === 0) request.log.info({ entry: event.entry_number }, 'status for unknown entry');
    return reply.code(204).send();
  });
}
