// Verifies signed sensor-station batches; tries the current and the previous secret during a rotation.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';

const MAX_SKEW_MS = 5 * 60_000;

export function verifySensorBatch(rawBody, headers, now = Date.now()) {
  const signature = headers['x-firewatch-signature'];
  const sentAt = Number(headers['x-firewatch-timestamp']);
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return { status: 'malformed' };
  if (!Number.isInteger(sentAt) || Math.abs(now - sentAt * 1000) > MAX_SKEW_MS) return { status: 'stale' };

  const given = Buffer.from(signature, 'hex');
  for (const secret of config.sensorWebhookSecrets) {
    const mac = createHmac('sha256', secret).update(`${sentAt}.`).update(rawBody).digest();
    if (mac.length === given.length && timingSafeEqual(mac, given)) {
      try {
        return { status: 'verified', batch: JSON.parse(rawBody.toString('utf8')) };
      } catch {
        return { status: 'malformed' };
      }
    }
  }
  return { status: 'forged' };
}
