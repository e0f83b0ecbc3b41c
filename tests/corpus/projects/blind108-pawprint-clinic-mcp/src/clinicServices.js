// HTTP client for the clinic's SMS reminder service.
import { config } from './config.js';

async function call(method, path, body) {
  const res = await fetch(new URL(path, config.reminders.baseUrl), {
    method,
    headers: { 'x-api-key': config.reminders.apiKey, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok && res.status !== 404) throw new Error(`reminder service ${method} ${path}: ${res.status}`);
  return res.status === 204 || res.status === 404 ? null : res.json();
}

export const reminders = {
  schedule(appointmentId, phone, startsAt) {
    return call('POST', '/v1/reminders', { ref: appointmentId, phone, sendAt: new Date(new Date(startsAt).getTime() - 86_400_000) });
  },
  cancel(appointmentId, notifyOwner) {
    return call('DELETE', `/v1/reminders/${encodeURIComponent(appointmentId)}?notify=${notifyOwner ? '1' : '0'}`);
  },
};
