import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { principalOf, refusal } from 'eslint-plugin-mcp-state/seal';
import * as z from 'zod/v4';
import { openRound, sealRound } from '../state/index.js';
import { notes } from '../upstream.js';

export const PURGE = 'purge_notebook';

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

export function registerPurge(server: McpServer): void {
  server.registerTool(
    PURGE,
    {
      description: 'Delete every note of a notebook for good',
      inputSchema: z.object({ notebookId: z.string(), includeTrash: z.boolean().default(false) }),
      annotations: { destructiveHint: true },
    },
    async ({ notebookId, includeTrash }, ctx) => {
      const userId = principalOf(ctx);
      const binding = { userId, tool: PURGE, args: { notebookId, includeTrash } };
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const notebook = await notes.owner(notebookId);
        if (notebook.ownerId !== userId) return text(`You don't own notebook ${notebookId}.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete all ${notebook.noteCount} notes of "${notebook.title}"${includeTrash ? ', trash included' : ''}? This cannot be undone.`,
              requestedSchema: { type: 'object', properties: { purge: { type: 'boolean' } }, required: ['purge'] },
            }),
          },
          requestState: sealRound({ step: 'confirm' }, binding),
        });
      }

      const opened = await openRound(raw, binding);
      if (!opened.ok) return refusal(opened.reason);
      if (!acceptedContent<{ purge: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.purge) {
        return text('Nothing deleted.');
      }

      const { removed } = await notes.purge(notebookId, includeTrash, userId);
      return text(`Deleted ${removed} notes.`);
    },
  );
}
