import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { userIdOf } from './auth.js';

export const STATE_TTL_SECONDS = 10 * 60;

export interface SummarizeRound {
  tool: 'summarize_notebook';
  notebookId: string;
  chunk: number;
  partials: string[];
  /** rough count of summary tokens so far, to stop before the client's budget */
  tokenCount: number;
  maxTokens: number;
  /** store paging cursor for the next chunk of cells; null when this was the last one */
  nextPageToken: string | null;
}

export interface DeleteRound {
  tool: 'delete_notebook';
  notebookId: string;
  etag: string;
}

export interface ShareRound {
  tool: 'share_notebook';
  notebookId: string;
  invitee: string;
}

export type NotebookRound = SummarizeRound | DeleteRound | ShareRound;

/**
 * One codec for every tool. `bind` ties each state to the user it was minted for; the SDK's
 * context has no tool name, so each payload names its tool and each handler compares it.
 */
export function createNotebookCodec(key: Uint8Array) {
  return createRequestStateCodec<NotebookRound>({
    key,
    ttlSeconds: STATE_TTL_SECONDS,
    bind: (ctx) => userIdOf(ctx),
  });
}

export type NotebookCodec = ReturnType<typeof createNotebookCodec>;

/** The verified payload as one tool's round, or undefined when another tool minted it. */
export function expectRound<T extends NotebookRound['tool']>(
  state: NotebookRound,
  tool: T,
): Extract<NotebookRound, { tool: T }> | undefined {
  return state.tool === tool ? (state as Extract<NotebookRound, { tool: T }>) : undefined;
}
