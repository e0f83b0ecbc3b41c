// Fastify plugin receiving contract-signed callbacks from the e-signature provider.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TYPES } from '../ioc/types';

const TOLERANCE_SECONDS = 300;

function parseSignatureHeader(header: string | undefined): { t: number; v1: string } | null {
  if (!header) return null;
  const parts = Object.fromEntries(
    header.split(',').map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || typeof parts.v1 !== 'string' || !/^[0-9a-f]{64}$/.test(parts.v1)) return null;
  return { t, v1: parts.v1 };
}

export async function esignWebhook(app, { container }) {
  const settings = container.get(TYPES.Settings);
  const hris = container.get(TYPES.HrisClient);

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/esign', async (request, reply) => {
    const raw: Buffer = request.body;
    const sig = parseSignatureHeader(request.headers['x-esign-signature']);
    if (!sig || Math.abs(Date.now() / 1000 - sig.t) > TOLERANCE_SECONDS) {
      return reply.code(400).send({ error: 'malformed signature header' });
    }

    const computed = createHmac('sha256', settings.esignWebhookSecret).update(`${sig.t}.`).update(raw).digest();
    const received = Buffer.from(sig.v1, 'hex');
    if (received.length !== computed.length || !timingSafeEqual(received, computed)) {
      return reply.code(401).send({ error: 'signature mismatch' });
    }

    const event = JSON.parse(raw.toString('utf8'));
    if (event.type === 'envelope.completed') {
      await hris.markContractSigned(event.data.metadata.candidateId, event.data.envelopeId, event.data.completedAt);
    }
    return reply.code(204).send();
  });
}
