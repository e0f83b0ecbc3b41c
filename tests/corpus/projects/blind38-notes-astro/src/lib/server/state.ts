import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './env';

/**
 * Every multi-round tool shares this codec. The codec signs the payload, expires it after five
 * minutes and binds it to the signed-in user (`bind`). The SDK cannot tell tools apart, so each
 * payload names its tool and each handler refuses a payload minted for another one.
 */
export type NotesState =
  | { tool: 'publish_note'; noteId: string; title: string }
  | { tool: 'purge_notebook'; notebookId: string; noteCount: number };

type WithAuth = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

export function userIdOf(ctx: WithAuth): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('This tool needs a signed-in user');
  }
  return userId;
}

export const stateCodec = createRequestStateCodec<NotesState>({
  key: stateKey,
  ttlSeconds: 300,
  bind: (ctx) => `user:${userIdOf(ctx)}`,
});
