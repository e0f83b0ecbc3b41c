import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { principalOf, refusal } from 'eslint-plugin-mcp-state/seal';
import * as z from 'zod/v4';
import { encodeResumeToken, openRound } from '../state/index.js';
import { notes, type Conflict } from '../upstream.js';

export const SYNC = 'sync_notebook';

interface SyncState {
  notebookId: string;
  noteId: string;
  pageToken: string | null;
  resolved: number;
}

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

function ask(conflict: Conflict) {
  return {
    resolution: inputRequired.elicit({
      message: `"${conflict.title}" changed on both sides (here ${conflict.localUpdatedAt}, there ${conflict.remoteUpdatedAt}). Keep which?`,
      requestedSchema: {
        type: 'object',
        properties: { keep: { type: 'string', enum: ['local', 'remote'] } },
        required: ['keep'],
      },
    }),
  };
}

export function registerSync(server: McpServer): void {
  server.registerTool(
    SYNC,
    {
      description: 'Sync a notebook, asking how to resolve each conflicting note',
      inputSchema: z.object({ notebookId: z.string() }),
    },
    async ({ notebookId }, ctx) => {
      const userId = principalOf(ctx);
      const binding = { userId, tool: SYNC };
      const raw = ctx.mcpReq.requestState<string>();

      let state: SyncState;
      if (raw === undefined) {
        const notebook = await notes.owner(notebookId);
        if (notebook.ownerId !== userId) return text(`You don't own notebook ${notebookId}.`);
        state = { notebookId, noteId: '', pageToken: null, resolved: 0 };
      } else {
        const opened = await openRound(raw, binding);
        if (!opened.ok) return refusal(opened.reason);
        state = opened.state as SyncState;
        const answer = acceptedContent<{ keep: 'local' | 'remote' }>(ctx.mcpReq.inputResponses, 'resolution');
        if (!answer) return text(`Sync stopped after ${state.resolved} resolved conflict(s).`);
        await notes.resolve(state.notebookId, state.noteId, answer.keep, userId);
        state = { ...state, resolved: state.resolved + 1 };
      }

      const page = await notes.conflicts(state.notebookId, state.pageToken ?? undefined);
      const next = page.conflicts[0];
      if (!next) return text(`Notebook synced; ${state.resolved} conflict(s) resolved.`);

      return inputRequired({
        inputRequests: ask(next),
        requestState: encodeResumeToken(
          { notebookId: state.notebookId, noteId: next.noteId, pageToken: page.pageToken ?? null, resolved: state.resolved },
          binding,
        ),
      });
    },
  );
}
