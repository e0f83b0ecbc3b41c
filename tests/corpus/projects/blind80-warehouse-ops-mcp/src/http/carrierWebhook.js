// Express handler for carrier shipment webhooks; rejects bodies whose HMAC does not match.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function carrierWebhook({ config, inventory }) {
  return async (req, res) => {
    const header = req.get('x-carrier-signature') ?? '';
    const supplied = /^[0-9a-f]{64}$/i.test(header) ? Buffer.from(header, 'hex') : Buffer.alloc(0);
    const computed = createHmac('sha256', config.carrierWebhookSecret).update(req.body).digest();
    if (supplied.length !== computed.length || !timingSafeEqual(supplied, computed)) {
      res.status(401).json({ error: 'invalid signature' });
      return;
    }
    const event = JSON.parse(req.body.toString('utf8'));
    if (event.type === 'shipment.picked_up') {
      await inventory.markShipped(event.data.reference, event.data.tracking_number, event.data.picked_up_at);
    }
    res.status(204).end();
  };
}
