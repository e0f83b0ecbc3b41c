// Webhook from the SMS reminder provider: verifies the per-clinic HMAC signature and records patient replies.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadClinic } from './clinics.js';
import { config } from './config.js';
import { query } from './db.js';

function parseSignatureHeader(header: string | undefined): Buffer | null {
  if (!header) return null;
  const part = header.split(',').map((s) => s.trim()).find((s) => s.startsWith('v1='));
  if (!part) return null;
  const hex = part.slice(3);
  return /^[0-9a-f]{64}$/i.test(hex) ? Buffer.from(hex, 'hex') : null;
}

export async function handleReminderWebhook(clinicId: string, headers: Record<string, string | undefined>, rawBody: Buffer) {
  const clinic = await loadClinic(clinicId);
  if (!clinic?.reminderSigningSecret) return { status: 404, body: { error: 'unknown clinic' } };

  const timestamp = Number(headers['x-reminder-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Math.floor(Date.now() / 1000) - timestamp) > config.webhookToleranceSeconds) {
    return { status: 400, body: { error: 'timestamp outside tolerance' } };
  }
  const given = parseSignatureHeader(headers['x-reminder-signature']);
  const computed = createHmac('sha256', clinic.reminderSigningSecret).update(`${timestamp}.`).update(rawBody).digest();
  if (!given || given.length !== computed.length || !timingSafeEqual(given, computed)) {
    return { status: 401, body: { error: 'invalid signature' } };
  }

  const event = JSON.parse(rawBody.toString('utf8'));
  if (event.type !== 'reminder.reply') return { status: 202, body: { ignored: event.type } };
  const answer = String(event.data?.text ?? '').trim().toUpperCase();
  const confirmed = answer === 'YES' || answer === 'Y' ? true : answer === 'NO' || answer === 'N' ? false : null;
  await query(
    `UPDATE bookings SET patient_confirmed = $1, patient_replied_at = now()
      WHERE clinic_id = $2 AND appointment_id = $3`,
    [confirmed, clinic.id, String(event.data?.appointment_id ?? '')],
  );
  return { status: 200, body: { ok: true } };
}
