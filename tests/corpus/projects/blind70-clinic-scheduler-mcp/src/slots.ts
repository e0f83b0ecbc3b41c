// Slot and calendar helpers: formatting, grouping and time-of-day filters.
// @ts-nocheck

export type DayPart = 'morning' | 'afternoon' | 'evening' | 'any';

export function dayPartOf(date: Date, timeZone: string): DayPart {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone }).format(date));
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

export function formatSlot(slot: { starts_at: Date; clinician_name: string; room?: string }, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(slot.starts_at));
  return `${when} with ${slot.clinician_name}${slot.room ? ` (room ${slot.room})` : ''}`;
}

export function durationFor(visitType: string): number {
  switch (visitType) {
    case 'new':
      return 30;
    case 'follow_up':
      return 15;
    case 'procedure':
      return 45;
    case 'telephone':
      return 10;
    case 'vaccination':
      return 10;
    default:
      return 20;
  }
}

export function encodeCursor(offset: number, day: string): string {
  return Buffer.from(JSON.stringify({ o: offset, d: day })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { o: number; d: string } | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Number.isInteger(parsed.o) && parsed.o >= 0 && /^\d{4}-\d{2}-\d{2}$/.test(parsed.d) ? parsed : null;
  } catch {
    return null;
  }
}
