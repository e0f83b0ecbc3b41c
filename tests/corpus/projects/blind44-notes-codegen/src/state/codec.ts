import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { principalKey } from '../auth/principal.js';
import { env } from '../env.js';
import type { DeleteNotebookArgs, ToolName } from '../tools.generated.js';

const stateKey = Buffer.from(env.NOTES_STATE_KEY, 'base64');
if (stateKey.length < 32) {
  throw new Error('NOTES_STATE_KEY must decode to at least 32 bytes (openssl rand -base64 32)');
}

export type NotesState =
  | {
      tool: typeof ToolName.DeleteNotebook;
      step: 'confirm';
      args: DeleteNotebookArgs;
      noteCount: number;
    }
  | {
      tool: typeof ToolName.ImportNotes;
      step: 'connect' | 'pick';
      connectionId: string;
      targetNotebookId: string | null;
    }
  | {
      tool: typeof ToolName.SummarizeNotebook;
      notebookId: string;
      pageToken: string | null;
      partials: string[];
      maxTokens: number;
      tokenCount: number;
    };

// One codec for every tool. `bind` ties each state to the user who got it; the
// tool it was minted for (and for delete_notebook the exact arguments) travel
// in the signed payload, and every handler compares them before using it.
export const stateCodec = createRequestStateCodec<NotesState>({
  key: stateKey,
  ttlSeconds: env.STATE_TTL_SECONDS,
  bind: principalKey,
});
