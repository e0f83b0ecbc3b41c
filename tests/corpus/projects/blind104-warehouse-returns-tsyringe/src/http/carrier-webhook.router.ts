// Receives tracking events from the carrier and an admin replay hook, both authenticated.
// @ts-nocheck
import express, { Router } from 'express';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { DependencyContainer } from 'tsyringe';
import { TOKENS } from '../di/tokens';
import { OrdersRepository } from '../services/orders.repository';

function sameSecret(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}

export function carrierWebhookRouter(container: DependencyContainer) {
  const config = container.resolve(TOKENS.Config);
  const orders = container.resolve(OrdersRepository);
  const router = Router();

  router.post('/carrier', express.raw({ type: 'application/json', limit: '128kb' }), async (req, res) => {
    const header = req.get('x-carrier-signature') ?? '';
    const provided = Buffer.from(header.replace(/^sha256=/, ''), 'hex');
    const digest = createHmac('sha256', config.carrier.webhookSecret).update(req.body).digest();
    if (provided.length !== digest.length || !timingSafeEqual(provided, digest)) {
      return res.status(401).json({ error: 'invalid signature' });
    }
    const event = JSON.parse(req.body.toString('utf8'));
    if (event.type === 'shipment.delivered' && event.reference?.startsWith('RMA-')) {
      await orders.markReturnReceived(event.reference, event.occurred_at);
    }
    res.status(204).end();
  });

  router.post('/carrier/replay', express.json(), async (req, res) => {
    if (!sameSecret(req.get('x-admin-key') ?? '', config.adminApiKey)) {
      return res.status(403).json({ error: 'forbidden' });
    }
    const { reference, occurredAt } = req.body ?? {};
    if (typeof reference !== 'string') return res.status(400).json({ error: 'reference required' });
    await orders.markReturnReceived(reference, occurredAt ?? new Date().toISOString());
    res.status(202).json({ replayed: reference });
  });

  return router;
}
