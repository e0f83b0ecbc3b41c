import { z } from 'zod';

/**
 * Tiny continuation token for the journal wizard. It only carries the id of a
 * draft row we already wrote and how far the user got, so it is just base64'd.
 */
export const JournalCursor = z.object({
  draftId: z.string().uuid(),
  page: z.number().int().nonnegative(),
  linesSeen: z.number().int().nonnegative(),
});
export type JournalCursor = z.infer<typeof JournalCursor>;

export function encodeCursor(cursor: JournalCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): JournalCursor {
  return JournalCursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
}
