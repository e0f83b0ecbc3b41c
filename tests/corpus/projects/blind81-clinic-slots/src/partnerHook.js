// Fastify plugin for referral-partner webhooks, authenticated by an HMAC checked in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { recordReferral } from './intakes.js';

const computeMac = (rawBody) => createHmac('sha256', config.partnerWebhookSecret).update(rawBody).digest();

const macFromHeader = (header) => (typeof header === 'string' && /^[A-Za-z0-9+/]{43}=$/.test(header) ? Buffer.from(header, 'base64') : null);

const genuine = (rawBody, header) => {
  const given = macFromHeader(header);
  const computed = computeMac(rawBody);
  return given !== null && given.length === computed.length && timingSafeEqual(given, computed);
};

export const partnerHook = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/referrals', async (request, reply) => {
    if (!genuine(request.body, request.headers['x-partner-signature'])) return reply.code(401).send({ error: 'invalid signature' });
    const referral = JSON.parse(request.body.toString('utf8'));
    await recordReferral(referral);
    return reply.code(204).send();
  });
};
