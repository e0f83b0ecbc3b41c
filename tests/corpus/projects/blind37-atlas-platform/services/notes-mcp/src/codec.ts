import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { deriveKey } from '@atlas/security/keys';

/** Everything a notes tool carries from one round to the next. `tool` is checked by each handler. */
export type NotesRound =
  | { tool: 'share_note'; noteId: string }
  | { tool: 'import_drive_files'; folderId: string; nextPageToken: string | null; picked: string[]; pages: number };

type AuthCtx = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

export function accountOf(ctx: AuthCtx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('notes-mcp tools need a signed-in Atlas account');
  }
  return userId;
}

export const notesState = createRequestStateCodec<NotesRound>({
  key: deriveKey('notes-mcp/request-state'),
  ttlSeconds: 5 * 60,
  // The codec signs this string into every token and compares it on the way back.
  bind: (ctx) => `acct:${accountOf(ctx)}`,
});
