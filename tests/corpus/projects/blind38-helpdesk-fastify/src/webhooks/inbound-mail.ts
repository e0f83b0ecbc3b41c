import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { config } from '../config.js';
import { prisma } from '../desk.js';

const SIGNATURE = /^[0-9a-f]{64}$/;
const MAX_SKEW_SECONDS = 300;

function expectedSignature(timestamp: string, rawBody: Buffer): Buffer {
  return createHmac('sha256', config.mailWebhookSecret).update(`${timestamp}.`).update(rawBody).digest();
}

/**
 * Inbound e-mail from the mail provider: `x-mail-timestamp` and `x-mail-signature`
 * (hex HMAC-SHA256 of "<timestamp>.<raw body>").
 */
export const inboundMail: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/webhooks/inbound-mail', async (request, reply) => {
    const raw = request.body as Buffer;
    const timestamp = String(request.headers['x-mail-timestamp'] ?? '');
    const signature = String(request.headers['x-mail-signature'] ?? '').toLowerCase();

    const sentAt = Number(timestamp);
    if (!Number.isInteger(sentAt) || Math.abs(Date.now() / 1000 - sentAt) > MAX_SKEW_SECONDS) {
      return reply.code(400).send({ error: 'stale or missing timestamp' });
    }
    if (!SIGNATURE.test(signature)) {
      return reply.code(401).send({ error: 'bad signature' });
    }
    if (!timingSafeEqual(Buffer.from(signature, 'hex'), expectedSignature(timestamp, raw))) {
      return reply.code(401).send({ error: 'bad signature' });
    }

    const mail = JSON.parse(raw.toString('utf8')) as { ticketRef?: string; from: string; subject: string; text: string };
    await prisma.inboundMail.create({
      data: { ticketRef: mail.ticketRef ?? null, sender: mail.from, subject: mail.subject, body: mail.text },
    });
    return reply.code(202).send({ ok: true });
  });
};
