// Fetch-based client for the calendar service: events, free slots and rescheduling.
// @ts-nocheck
export interface Slot {
  start: string;
  end: string;
}

export interface CalendarEvent {
  id: string;
  title: string;
  organizer: string;
  start: string;
  end: string;
}

const BASE = process.env.CALENDAR_API ?? 'http://calendar.svc.cluster.local';

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-service': 'calendar-bridge' },
  });
  if (!res.ok) throw new Error(`calendar ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const calendar = {
  getEvent: (id: string) => call<CalendarEvent>(`/events/${encodeURIComponent(id)}`),
  freeSlots: (eventId: string, day: string) =>
    call<Slot[]>(`/events/${encodeURIComponent(eventId)}/free-slots?day=${encodeURIComponent(day)}`),
  move: (eventId: string, slot: Slot, actor: string) =>
    call<CalendarEvent>(`/events/${encodeURIComponent(eventId)}/move`, {
      method: 'POST',
      body: JSON.stringify({ ...slot, actor }),
    }),
};
