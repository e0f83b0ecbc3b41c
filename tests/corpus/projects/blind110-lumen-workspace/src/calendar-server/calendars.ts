// In-memory stand-in for a calendar API that lists shared calendars, finds free slots and books meetings.
// @ts-nocheck
export interface BusyBlock {
  start: string;
  end: string;
}

// Stand-in for the Graph API: calendar id -> busy blocks.
const busy: Record<string, BusyBlock[]> = {
  'cal-u_kim': [{ start: '2025-03-03T09:00:00Z', end: '2025-03-03T11:00:00Z' }],
  'cal-u_ola': [{ start: '2025-03-03T13:00:00Z', end: '2025-03-03T14:00:00Z' }],
  'cal-board': [{ start: '2025-03-03T15:00:00Z', end: '2025-03-03T17:00:00Z' }],
};

const sharedWith: Record<string, string[]> = {
  u_kim: ['cal-u_kim', 'cal-u_ola'],
  u_ola: ['cal-u_ola', 'cal-u_kim', 'cal-board'],
};

export function visibleCalendars(userId: string): string[] {
  return sharedWith[userId] ?? [];
}

export function busyFor(calendarId: string): BusyBlock[] {
  return busy[calendarId] ?? [];
}

export function freeSlots(calendarIds: string[], fromIso: string, count: number): string[] {
  const blocks = calendarIds.flatMap(busyFor);
  const out: string[] = [];
  let t = new Date(fromIso).getTime();
  while (out.length < count) {
    const start = t;
    const end = t + 30 * 60_000;
    const clash = blocks.some((b) => Date.parse(b.start) < end && Date.parse(b.end) > start);
    if (!clash) out.push(new Date(start).toISOString());
    t = end;
  }
  return out;
}

export async function book(title: string, attendees: string[], slot: string): Promise<string> {
  console.error(`[calendar] booking "${title}" at ${slot} for ${attendees.join(', ')}`);
  return `evt_${Date.parse(slot).toString(36)}`;
}
