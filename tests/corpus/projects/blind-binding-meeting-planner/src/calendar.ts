// Models the calendar provider client (free/busy lookup, booking and series cancellation).
// @ts-nocheck
const API = process.env.CALENDAR_API ?? 'https://calendar.example.com/v1';

async function api(path: string, init?: RequestInit) {
  const res = await fetch(`${API}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) } });
  if (!res.ok) throw new Error(`calendar ${path}: ${res.status}`);
  return res.json();
}

export const freeSlots = (people: string[], minutes: number): Promise<string[]> =>
  api(`/freebusy?minutes=${minutes}&people=${people.map(encodeURIComponent).join(',')}`).then(r => r.slots);

export const book = (organizer: string, attendees: string[], slot: string, minutes: number) =>
  api('/events', { method: 'POST', body: JSON.stringify({ organizer, attendees, start: slot, minutes }) });

export const series = (owner: string, seriesId: string) => api(`/users/${owner}/series/${seriesId}`);

export const cancelSeries = (owner: string, seriesId: string, from: string | undefined, notify: boolean) =>
  api(`/users/${owner}/series/${seriesId}/cancel`, { method: 'POST', body: JSON.stringify({ from, notify }) });
