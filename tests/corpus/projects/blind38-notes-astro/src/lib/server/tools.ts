import { createHash } from 'node:crypto';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { notesApi, type Note } from './notes-api';
import { shareUrl } from './share-links';
import { stateCodec, type NotesState } from './state';

const refuse = (text: string) => ({ isError: true as const, content: [{ type: 'text' as const, text }] });
const say = (text: string) => ({ content: [{ type: 'text' as const, text }] });

function userToken(ctx: { http?: { authInfo?: { token?: string } } }): string {
  const token = ctx.http?.authInfo?.token;
  if (!token) throw new Error('This tool needs a signed-in user');
  return token;
}

export function registerPublishNote(server: McpServer, origin: string) {
  const TOOL = 'publish_note';

  server.registerTool(
    TOOL,
    {
      title: 'Publish a note',
      description: 'Share a note with the workspace, by link, or publicly. Asks who should see it.',
      inputSchema: z.object({ noteId: z.string() }),
    },
    async ({ noteId }, ctx) => {
      const token = userToken(ctx);
      // Verified by the server's requestState hook before we get here (signature, expiry, user).
      const state = ctx.mcpReq.requestState<NotesState>();

      if (state === undefined) {
        const note = await notesApi.note(token, noteId);
        return inputRequired({
          inputRequests: {
            audience: inputRequired.elicit({
              message: `Who should be able to read “${note.title}”?`,
              requestedSchema: {
                type: 'object',
                properties: { visibility: { type: 'string', enum: ['workspace', 'link', 'public'], default: 'workspace' } },
                required: ['visibility'],
              },
            }),
          },
          requestState: await stateCodec.mint({ tool: TOOL, noteId: note.id, title: note.title }, ctx),
        });
      }

      if (state.tool !== TOOL || state.noteId !== noteId) {
        return refuse('That answer was for another request. Please start again.');
      }
      const answer = acceptedContent<{ visibility: Note['visibility'] }>(ctx.mcpReq.inputResponses, 'audience');
      if (!answer) return say(`“${state.title}” stays private.`);

      const note = await notesApi.setVisibility(token, state.noteId, answer.visibility);
      if (note.visibility === 'link') {
        return say(`Anyone with this link can read “${note.title}” for 30 days: ${shareUrl(origin, note.id)}`);
      }
      return say(`“${note.title}” is now ${note.visibility}.`);
    },
  );
}

export function registerPurgeNotebook(server: McpServer) {
  const TOOL = 'purge_notebook';

  server.registerTool(
    TOOL,
    {
      title: 'Purge notebook',
      description: 'Permanently delete every note in a notebook, including the trash.',
      inputSchema: z.object({ notebookId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ notebookId }, ctx) => {
      const token = userToken(ctx);
      const state = ctx.mcpReq.requestState<NotesState>();

      if (state === undefined) {
        const notebook = await notesApi.notebook(token, notebookId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Permanently delete all ${notebook.noteCount} notes in “${notebook.name}”? There is no undo.`,
              requestedSchema: {
                type: 'object',
                properties: { typeName: { type: 'string', title: `Type “${notebook.name}” to confirm` } },
                required: ['typeName'],
              },
            }),
          },
          // The notebook is part of the signed state: a "yes" for this notebook is worthless for any other.
          requestState: await stateCodec.mint({ tool: TOOL, notebookId: notebook.id, noteCount: notebook.noteCount }, ctx),
        });
      }

      if (state.tool !== TOOL || state.notebookId !== notebookId) {
        return refuse('This confirmation was for a different notebook. Nothing was deleted.');
      }
      const answer = acceptedContent<{ typeName: string }>(ctx.mcpReq.inputResponses, 'confirm');
      const notebook = await notesApi.notebook(token, state.notebookId);
      if (!answer || answer.typeName.trim() !== notebook.name) {
        return say('Names did not match; nothing was deleted.');
      }

      const { deleted } = await notesApi.purgeNotebook(token, state.notebookId);
      const receipt = createHash('sha256').update(`${state.notebookId}:${deleted}:${Date.now()}`).digest('hex').slice(0, 12);
      return say(`Deleted ${deleted} notes from “${notebook.name}”. Receipt ${receipt}.`);
    },
  );
}
