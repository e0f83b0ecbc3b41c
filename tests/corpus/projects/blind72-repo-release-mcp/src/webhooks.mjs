// GitHub webhook receiver: verifies X-Hub-Signature-256 in constant time and drops cached notes for the repository.
import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

/**
 * @param {{ webhookSecret: string }} config
 * @param {(fullName: string) => void} onReleaseChange
 */
export function webhookRouter(config, onReleaseChange) {
  const router = express.Router();
  router.post('/github/webhook', express.raw({ type: 'application/json', limit: '2mb' }), (req, res) => {
    const header = Buffer.from(req.get('x-hub-signature-256') || '', 'utf8');
    const computed = Buffer.from(`sha256=${createHmac('sha256', config.webhookSecret).update(req.body).digest('hex')}`, 'utf8');
    if (header.length !== computed.length || !timingSafeEqual(header, computed)) {
      return res.status(401).json({ error: 'bad_signature' });
    }
    const event = req.get('x-github-event');
    if (event !== 'release' && event !== 'push') return res.status(204).end();
    let payload;
    try {
      payload = JSON.parse(req.body.toString('utf8'));
    } catch {
      return res.status(400).json({ error: 'bad_json' });
    }
    if (payload.repository && payload.repository.full_name) onReleaseChange(payload.repository.full_name);
    return res.status(202).json({ ok: true });
  });
  return router;
}
