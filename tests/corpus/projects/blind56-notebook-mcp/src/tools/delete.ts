import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { userIdOf } from '../auth.js';
import type { NotebookStore } from '../notebooks.js';
import type { NotebookCodec, NotebookRound } from '../state.js';

const TOOL = 'delete_notebook';

const say = (text: string, isError = false) => ({ isError, content: [{ type: 'text' as const, text }] });

export function registerDelete(server: McpServer, { codec, store }: { codec: NotebookCodec; store: NotebookStore }) {
  server.registerTool(
    TOOL,
    {
      description: 'Delete a notebook you own. Asks for confirmation, and refuses if it changed in between.',
      inputSchema: z.object({ notebookId: z.uuid() }),
      annotations: { destructiveHint: true },
    },
    async ({ notebookId }, ctx) => {
      const userId = userIdOf(ctx);
      const notebook = await store.get(userId, notebookId);
      if (!notebook) return say('No such notebook.', true);
      if (notebook.ownerId !== userId) return say('Only the owner can delete a notebook.', true);

      const state = ctx.mcpReq.requestState<NotebookRound>();
      if (state === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete "${notebook.title}" (${notebook.cellCount} cells)? This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, delete it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await codec.mint({ tool: TOOL, notebookId, etag: notebook.etag }, ctx),
        });
      }

      if (state.tool !== TOOL || state.notebookId !== notebookId) {
        return say('This confirmation was issued for something else. Ask again.', true);
      }
      // the user saw one version; if a collaborator edited it since, ask again
      if (state.etag !== notebook.etag) {
        return say('The notebook changed after you confirmed. Ask again to see the current version.', true);
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return say('Kept the notebook.');

      await store.remove(userId, notebookId);
      return say(`Deleted "${notebook.title}".`);
    },
  );
}
