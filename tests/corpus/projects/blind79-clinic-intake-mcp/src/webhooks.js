// Receives slot-cancellation callbacks from the scheduling vendor, signed with a shared HMAC secret.
'use strict';

const crypto = require('node:crypto');

function schedulerWebhooks(app, { secret, db }, done) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, cb) => cb(null, body));

  app.post('/webhooks/scheduler', async (request, reply) => {
    const raw = request.body;
    const signature = String(request.headers['x-scheduler-signature'] || '');
    const computed = crypto.createHmac('sha256', secret).update(raw).digest();
    const provided = Buffer.from(signature.replace(/^sha256=/, ''), 'hex');
    if (provided.length !== computed.length || !provided.equals(computed)) { // expect: no-timing-unsafe-compare
      return reply.code(401).send({ error: 'bad_signature' });
    }

    let event;
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply.code(400).send({ error: 'invalid_json' });
    }
    if (event.type === 'slot.cancelled' && event.slot_id) {
      await db.markSlotCancelled(String(event.slot_id), new Date(event.occurred_at || Date.now()));
      await db.releaseSlot(String(event.slot_id));
    }
    return reply.code(204).send();
  });

  done();
}

module.exports = { schedulerWebhooks };
