import env from './env';

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  organizer: string;
  attendees: { email: string; displayName?: string }[];
  etag: string;
}

/** The calendar backend trusts this service and acts as the user named in x-act-as. */
async function call<T>(userId: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${env.calendarApi}${path}`, {
    ...init,
    headers: {
      ...init.headers,
      authorization: `Bearer ${env.calendarServiceToken}`,
      'x-act-as': userId,
      'content-type': 'application/json',
    },
  });
  if (res.status === 412) throw new Error('precondition failed');
  if (!res.ok) throw new Error(`calendar api ${res.status} on ${path}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const getEvent = (userId: string, id: string) => call<CalendarEvent>(userId, `/events/${encodeURIComponent(id)}`);

export const cancelEvent = (userId: string, id: string, etag: string, notify: boolean) =>
  call<void>(userId, `/events/${encodeURIComponent(id)}?notify=${notify}`, {
    method: 'DELETE',
    headers: { 'if-match': etag },
  });

export const freeSlots = (userId: string, attendees: string[], day: string) =>
  call<{ start: string; end: string }[]>(userId, '/freebusy/slots', {
    method: 'POST',
    body: JSON.stringify({ attendees, day, minutes: 30 }),
  });

export const createEvent = (userId: string, ev: { title: string; start: string; end: string; attendees: string[] }) =>
  call<CalendarEvent>(userId, '/events', { method: 'POST', body: JSON.stringify(ev) });
