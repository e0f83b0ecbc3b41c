// SMS notifications to owners through the TextPost gateway.
// @ts-nocheck
import { config } from '../config.js';

export async function sendSms(to: string, body: string) {
  if (!config.sms.apiKey || !to) return { skipped: true };
  const res = await fetch(config.sms.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': config.sms.apiKey,
    },
    body: JSON.stringify({ from: config.sms.sender, to, body }),
  });
  if (!res.ok) {
    console.warn(`sms gateway returned ${res.status} for ${to.slice(0, 4)}***`);
    return { skipped: false, delivered: false };
  }
  return { skipped: false, delivered: true };
}

export function formatWhen(iso: string | Date) {
  return new Intl.DateTimeFormat('en-IE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: config.clinicTimezone,
  }).format(new Date(iso));
}
