// Google Calendar API helpers for free/busy lookups and getting, inserting and deleting events.
// @ts-nocheck
const API = 'https://www.googleapis.com/calendar/v3';

async function gcal<T>(accessToken: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`google calendar ${path}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export interface BusyBlock {
  start: string;
  end: string;
}

export async function freeBusy(token: string, calendarId: string, from: string, until: string): Promise<BusyBlock[]> {
  const body = { timeMin: from, timeMax: until, items: [{ id: calendarId }] };
  const out = await gcal<{ calendars: Record<string, { busy: BusyBlock[] }> }>(token, '/freeBusy', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return out.calendars[calendarId]?.busy ?? [];
}

export async function insertEvent(
  token: string,
  calendarId: string,
  event: { summary: string; start: string; end: string; attendees: string[] },
): Promise<{ id: string; htmlLink: string }> {
  return gcal(token, `/calendars/${encodeURIComponent(calendarId)}/events?sendUpdates=all`, {
    method: 'POST',
    body: JSON.stringify({
      summary: event.summary,
      start: { dateTime: event.start },
      end: { dateTime: event.end },
      attendees: event.attendees.map((email) => ({ email })),
    }),
  });
}

export async function getEvent(token: string, calendarId: string, eventId: string): Promise<{ summary: string; start: { dateTime: string } }> {
  return gcal(token, `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`);
}

export async function deleteEvent(token: string, calendarId: string, eventId: string, notify: boolean): Promise<void> {
  await gcal(token, `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}?sendUpdates=${notify ? 'all' : 'none'}`, {
    method: 'DELETE',
  });
}
