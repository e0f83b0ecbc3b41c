// Models the calendar backend API client.
// @ts-nocheck
const base = process.env.CAL_API ?? 'http://calendar.internal/api';

async function call(path: string, init?: RequestInit) {
  const res = await fetch(base + path, { ...init, headers: { 'content-type': 'application/json' } });
  if (!res.ok) throw new Error(`calendar ${res.status}`);
  return res.json();
}

export const freeSlots = async (attendees: string[]) => (await call(`/free?who=${attendees.join(',')}`)).slots;
export const create = (event: object) => call('/events', { method: 'POST', body: JSON.stringify(event) });
export const get = (id: string) => call(`/events/${id}`);
export const cancel = (id: string, notify: boolean) => call(`/events/${id}?notify=${notify}`, { method: 'DELETE' });
