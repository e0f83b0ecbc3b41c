import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { userOf } from '../auth.js';
import { inkwellGrant, markNotebookStale } from '../db.js';
import { archiveNotebook, getNotebook } from '../inkwell.js';
import { openEnvelope, sealEnvelope } from '../state-box.js';

const TOOL = 'archive_notebook';

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerArchive(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Archive an Inkwell notebook; Inkwell purges it for good after the given number of days',
      inputSchema: z.object({
        notebookId: z.string().min(1),
        deleteAfterDays: z.number().int().min(0).max(365).default(30),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ notebookId, deleteAfterDays }, ctx) => {
      const userId = userOf(ctx);
      if (!userId) return refuse('Sign in first.');
      const grant = await inkwellGrant(userId);
      if (!grant) return refuse('Connect your Inkwell account first.');
      // The confirmation is pinned to exactly these arguments.
      const binding = { userId, tool: TOOL, args: { notebookId, deleteAfterDays } };

      const raw = ctx.mcpReq.requestState();
      if (raw === undefined) {
        const notebook = await getNotebook(grant, notebookId);
        const when = deleteAfterDays === 0 ? 'immediately' : `after ${deleteAfterDays} days`;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Archive "${notebook.title}" (${notebook.noteCount} notes)? Inkwell deletes it ${when}.`,
              requestedSchema: { type: 'object', properties: { archive: { type: 'boolean' } }, required: ['archive'] },
            }),
          },
          requestState: sealEnvelope({ step: 'confirm', title: notebook.title }, binding),
        });
      }

      const opened = openEnvelope(raw, binding);
      if (!opened.ok) return refuse(`Confirmation refused (${opened.reason}); ask again.`);
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.archive) {
        return { content: [{ type: 'text', text: 'Nothing archived.' }] };
      }
      await archiveNotebook(grant, notebookId, { deleteAfterDays });
      await markNotebookStale(notebookId);
      return { content: [{ type: 'text', text: `Archived "${opened.data.title}".` }] };
    },
  );
}
