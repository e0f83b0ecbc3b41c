// Express router for analyser run-completion webhooks, signed with a shared HMAC secret.
// @ts-nocheck
import express from 'express';
import { createHmac } from 'node:crypto';
import { config } from '../config.js';
import { recordInstrumentRun } from '../db.js';

const MAX_SKEW_SECONDS = 300;

export function instrumentWebhookRouter() {
  const router = express.Router();

  router.post('/webhooks/instrument', express.raw({ type: 'application/json', limit: '1mb' }), async (req, res) => {
    const header = req.get('x-northlab-signature') ?? '';
    const timestamp = Number(req.get('x-northlab-timestamp'));
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > MAX_SKEW_SECONDS) {
      return res.status(400).json({ error: 'stale or missing timestamp' });
    }
    const [scheme, hex] = header.split('=');
    if (scheme !== 'sha256' || !hex) return res.status(401).json({ error: 'missing signature' });

    const calc = createHmac('sha256', config().instrumentWebhookSecret)
      .update(`${timestamp}.`)
      .update(req.body)
      .digest();
    if (!Buffer.from(hex, 'hex').equals(calc)) return res.status(401).json({ error: 'invalid signature' }); // expect: no-timing-unsafe-compare

    const event = JSON.parse(req.body.toString('utf8'));
    if (event.type !== 'run.finished') return res.status(202).end();
    await recordInstrumentRun({
      instrumentId: event.instrument_id,
      runId: event.run_id,
      accessions: event.accessions ?? [],
      finishedAt: event.finished_at,
    });
    return res.status(204).end();
  });

  return router;
}
