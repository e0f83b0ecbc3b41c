// Receives signed result pushes from the reference lab and stores them against the pet.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { storeLabResult } from './db.js';

function parseSignatureHeader(header) {
  const fields = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('='))
      .filter((pair) => pair.length === 2),
  );
  return { timestamp: Number(fields.t), signature: fields.v1 ?? '' };
}

export function verifyLabSignature(rawBody, header, nowSeconds = Math.floor(Date.now() / 1000)) {
  const { timestamp, signature } = parseSignatureHeader(header);
  if (!Number.isFinite(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > config.labWebhookToleranceSeconds) return false;
  const computed = createHmac('sha256', config.labWebhookSecret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === computed.length && timingSafeEqual(given, computed);
}

export async function labWebhookRoute(ctx) {
  if (!verifyLabSignature(ctx.request.rawBody ?? '', ctx.get('x-lab-signature'))) {
    ctx.status = 401;
    ctx.body = { error: 'bad signature' };
    return;
  }
  const { accession, petRef, panel, reportedAt, analytes } = ctx.request.body;
  for (const a of analytes ?? []) {
    await storeLabResult({
      petId: petRef,
      accession,
      panel,
      analyte: a.code,
      value: a.value,
      unit: a.unit,
      flag: a.flag ?? null,
      reportedAt,
    });
  }
  ctx.status = 204;
}
