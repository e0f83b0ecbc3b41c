// Receives signed outcome events from the inspection contractor's system.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { recordInspection } from './db.js';

function parseSignatureHeader(header) {
  const fields = {};
  for (const part of header.split(',')) {
    const i = part.indexOf('=');
    if (i > 0) fields[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return fields;
}

export function signatureIsValid(rawBody, header, now = Date.now()) {
  const { t, v1 } = parseSignatureHeader(header ?? '');
  const sentAt = Number(t);
  if (!Number.isInteger(sentAt) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now / 1000 - sentAt) > config.webhookToleranceSeconds) return false;
  const computed = createHmac('sha256', config.webhookSecret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === computed.length && timingSafeEqual(given, computed);
}

export async function handleInspectionWebhook(rawBody, header) {
  if (!signatureIsValid(rawBody, header)) return { status: 401 };
  const event = JSON.parse(rawBody);
  if (event.type !== 'inspection.completed') return { status: 204 };
  await recordInspection(event.data);
  return { status: 204 };
}
