// Handles transcode-finished callbacks that the storage service posts back to this server.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { config } from './config.js';
import { storage } from './storageApi.js';

export function callbackSignatureValid(rawBody: Buffer, signatureHex: string | undefined, timestamp: string | undefined) {
  if (!signatureHex || !timestamp) return false;
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > 300) return false;
  const computed = createHmac('sha256', config.callbackSecret).update(`${timestamp}:`).update(rawBody).digest();
  return Buffer.from(signatureHex, 'hex').equals(computed); // expect: no-timing-unsafe-compare
}

export async function callbackRoutes(scope) {
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  scope.post('/callbacks/transcode', async (request, reply) => {
    const raw = request.body as Buffer;
    const ok = callbackSignatureValid(raw, request.headers['x-vault-signature'], request.headers['x-vault-timestamp']);
    if (!ok) return reply.code(401).send({ error: 'invalid signature' });
    const event = JSON.parse(raw.toString('utf8'));
    if (event.type === 'transcode.completed') {
      await storage.setRenditions(event.asset_id, event.renditions ?? []);
      request.log.info({ assetId: event.asset_id, count: event.renditions?.length ?? 0 }, 'renditions stored');
    } else if (event.type === 'transcode.failed') {
      request.log.warn({ assetId: event.asset_id, reason: event.reason }, 'transcode failed');
    }
    return reply.code(204).send();
  });
}
