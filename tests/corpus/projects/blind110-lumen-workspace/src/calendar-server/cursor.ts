// Encodes and decodes the find_slot paging cursor as base64url JSON.
// @ts-nocheck
/**
 * Paging cursor for find_slot. It only remembers which calendars we were
 * looking at and how far we got, so it is plain base64url JSON.
 */
export interface SlotCursor {
  calendars: string[];
  from: string;
  page: number;
}

export function encodeCursor(cursor: SlotCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): SlotCursor {
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SlotCursor>;
  if (!Array.isArray(parsed.calendars) || typeof parsed.from !== 'string') {
    throw new Error('bad cursor');
  }
  return { calendars: parsed.calendars, from: parsed.from, page: Number(parsed.page ?? 0) };
}
