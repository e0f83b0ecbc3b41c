// Client for the internal calendar API: free slots, events and cancellations.
// @ts-nocheck
const BASE = process.env.CALENDAR_API ?? 'http://calendar.internal';

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-service': 'meeting-broker' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`calendar ${method} ${path} -> ${res.status}`);
  return (await res.json()) as T;
}

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  organizer: string;
  attendees: string[];
}

export const calendar = {
  freeSlots: (user: string, attendees: string[], minutes: number) =>
    api<string[]>('POST', '/slots/search', { user, attendees, minutes, limit: 5 }),
  createEvent: (calendarId: string, title: string, start: string, minutes: number, attendees: string[]) =>
    api<CalendarEvent>('POST', `/calendars/${calendarId}/events`, { title, start, minutes, attendees }),
  getEvent: (eventId: string) => api<CalendarEvent>('GET', `/events/${eventId}`),
  cancelEvent: (eventId: string, notify: boolean) => api<{ ok: true }>('DELETE', `/events/${eventId}?notify=${notify}`),
};
