// Encodes and decodes the suggest_slots paging cursor.
// @ts-nocheck
// Paging cursor for suggest_slots: where the search left off and what the
// user already turned down. Nothing sensitive in here, just the search window.
export interface SlotCursor {
  from: string;
  until: string;
  durationMin: number;
  rejected: string[];
}

export function encodeCursor(cursor: SlotCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): SlotCursor {
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as SlotCursor;
  if (!Array.isArray(parsed.rejected)) parsed.rejected = [];
  return parsed;
}
