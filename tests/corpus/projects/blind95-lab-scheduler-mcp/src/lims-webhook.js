// Verifies and applies instrument-status callbacks sent by the laboratory information system.
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAX_SKEW_SECONDS = 300;

export function verifyLimsSignature(secret, rawBody, header) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const [, timestamp, signatureHex] = match;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return false;

  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(signatureHex, 'hex');
  return given.length === mac.length && timingSafeEqual(given, mac);
}

export async function applyLimsEvent(event, { db }) {
  switch (event.type) {
    case 'instrument.down':
      await db.setInstrumentStatus(event.instrumentId, 'down', event.note);
      break;
    case 'instrument.maintenance':
      await db.setInstrumentStatus(event.instrumentId, 'maintenance', event.note);
      break;
    case 'instrument.up':
      await db.setInstrumentStatus(event.instrumentId, 'available', null);
      break;
    default:
      break;
  }
}
