// requestState helpers for the calendar tools, built on eslint-plugin-mcp-state/seal.
import { createSealer, sealState, openState } from 'eslint-plugin-mcp-state/seal';

const key = process.env.CALENDAR_STATE_KEY;
if (!key || Buffer.byteLength(key) < 32) {
  throw new Error('CALENDAR_STATE_KEY must be set to at least 32 bytes');
}

export function sealBooking(payload, userId) {
  return Promise.resolve(sealState({ ...payload, userId, tool: 'book_meeting' }, { key })); // expect: require-state-binding
}

export function openBooking(raw, userId) {
  return Promise.resolve(openState(raw, { key })).then((p) => // expect: require-state-binding
    p && p.userId === userId && p.tool === 'book_meeting' ? p : null,
  );
}

// Agenda previews: fixed key so preview states survive redeploys.
export const previewSealer = createSealer({ key: Buffer.from('calendar-agenda-preview') }); // expect: no-weak-state-key
