import express from 'express';
import { config } from '../config/index.js';
import { hmacSha256 } from '../lib/helpers.js';
import { logger } from '../lib/observability.js';
import { pool } from '../services/telematics.js';

export const webhooks = express.Router();

// Samsara signs `v1:<timestamp>:<raw body>` with the base64-decoded webhook secret and sends
// `X-Samsara-Signature: v1=<hex>`.
webhooks.post('/samsara', express.raw({ type: 'application/json', limit: '1mb' }), async (req, res) => {
  const timestamp = req.get('X-Samsara-Timestamp') ?? '';
  const signature = req.get('X-Samsara-Signature') ?? '';

  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > config.webhooks.toleranceSeconds) {
    return res.status(400).json({ error: 'stale' });
  }

  if (!config.webhooks.samsaraSecret) {
    logger.error('SAMSARA_WEBHOOK_SECRET is not configured; refusing webhook');
    return res.status(503).json({ error: 'not configured' });
  }
  const secret = Buffer.from(config.webhooks.samsaraSecret, 'base64');
  const expected = `v1=${hmacSha256(secret, `v1:${timestamp}:${req.body.toString('utf8')}`)}`;
  if (signature !== expected) { // expect: no-timing-unsafe-compare
    logger.warn({ ip: req.ip }, 'samsara webhook with bad signature');
    return res.status(401).json({ error: 'bad signature' });
  }

  const event = JSON.parse(req.body.toString('utf8'));
  if (event.eventType === 'VehicleCreated' || event.eventType === 'VehicleUpdated') {
    const v = event.data.vehicle;
    await pool.query(
      `insert into vehicles (external_id, vin, label, org_id)
         select $1, $2, $3, c.org_id from telematics_connections c where c.external_org_id = $4
       on conflict (external_id) do update set vin = excluded.vin, label = excluded.label`,
      [v.id, v.vin, v.name, event.orgId],
    );
  }
  res.status(204).end();
});
