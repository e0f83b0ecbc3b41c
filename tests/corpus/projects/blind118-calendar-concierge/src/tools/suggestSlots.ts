// Handler for suggest_slots, which proposes free slots and pages past rejected ones.
// @ts-nocheck
import { sessionFor } from '../tokenStore';
import { freeBusy } from '../google';
import { decodeCursor, encodeCursor, type SlotCursor } from '../slotCursor';
import { accepted, elicit, text, userIdOf, type Extra, type Params } from './common';

const STEP_MS = 30 * 60_000;

function candidates(cursor: SlotCursor, busy: { start: string; end: string }[]): string[] {
  const out: string[] = [];
  const until = Date.parse(cursor.until);
  for (let t = Date.parse(cursor.from); t + cursor.durationMin * 60_000 <= until && out.length < 3; t += STEP_MS) {
    const end = t + cursor.durationMin * 60_000;
    const iso = new Date(t).toISOString();
    if (cursor.rejected.includes(iso)) continue;
    if (busy.some((b) => Date.parse(b.start) < end && Date.parse(b.end) > t)) continue;
    out.push(iso);
  }
  return out;
}

export async function suggestSlots(params: Params, extra: Extra) {
  const userId = userIdOf(extra);
  const args = params.arguments as { from: string; until: string; durationMin: number };
  const cursor: SlotCursor = params.requestState
    ? decodeCursor(params.requestState) // expect: require-sealed-state
    : { from: args.from, until: args.until, durationMin: args.durationMin, rejected: [] };

  const picked = accepted<{ slot: string }>(params, 'slot');
  if (picked && picked.slot !== 'none') return text(`Suggested slot: ${picked.slot}`);

  const session = await sessionFor(userId);
  const busy = await freeBusy(session.accessToken, session.calendarId, cursor.from, cursor.until);
  const options = candidates(cursor, busy);
  if (options.length === 0) return text('No free slot in that window.');

  const next: SlotCursor = { ...cursor, rejected: [...cursor.rejected, ...options] };
  return elicit(
    'slot',
    'Which of these works?',
    { slot: { type: 'string', enum: [...options, 'none'] } },
    encodeCursor(next), // expect: require-sealed-state
  );
}
