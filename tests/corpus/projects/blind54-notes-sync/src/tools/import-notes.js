import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { userOf } from '../auth.js';
import { inkwellGrant, saveNotes } from '../db.js';
import { listNotes } from '../inkwell.js';
import { openEnvelope, sealEnvelope } from '../state-box.js';

const TOOL = 'import_notes';

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerImportNotes(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Import a notebook from Inkwell Cloud, one page of 100 notes per round',
      inputSchema: z.object({ notebookId: z.string().min(1) }),
    },
    async ({ notebookId }, ctx) => {
      const userId = userOf(ctx);
      if (!userId) return refuse('Sign in to import notes.');
      const grant = await inkwellGrant(userId);
      if (!grant) return refuse('Connect your Inkwell account in notes-sync settings first.');

      let progress = { notebookId, nextPageToken: undefined, imported: 0 };
      const raw = ctx.mcpReq.requestState();
      if (raw !== undefined) {
        const opened = openEnvelope(raw, { userId, tool: TOOL });
        if (!opened.ok) return refuse(`This import can no longer be continued (${opened.reason}); start it again.`);
        if (!acceptedContent(ctx.mcpReq.inputResponses, 'more')?.continue) {
          return { content: [{ type: 'text', text: `Stopped after ${opened.data.imported} notes.` }] };
        }
        progress = opened.data;
      }

      const page = await listNotes(grant, progress.notebookId, progress.nextPageToken);
      const imported = progress.imported + (await saveNotes(userId, progress.notebookId, page.notes));
      if (!page.nextPageToken) {
        return { content: [{ type: 'text', text: `Imported ${imported} notes from ${progress.notebookId}.` }] };
      }

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `Imported ${imported} of about ${page.totalSize} notes. Continue with the next 100?`,
            requestedSchema: { type: 'object', properties: { continue: { type: 'boolean' } }, required: ['continue'] },
          }),
        },
        requestState: sealEnvelope(
          { notebookId: progress.notebookId, nextPageToken: page.nextPageToken, imported },
          { userId, tool: TOOL },
        ),
      });
    },
  );
}
