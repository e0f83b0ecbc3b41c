// Registers the delete_folder tool, which confirms before trashing or permanently deleting a folder.
import * as z from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { createDriveClient } from '../drive.js';
import { callerOf, sealer } from '../context.js';

const TOOL = 'delete_folder';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export default function registerDeleteFolder(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Delete a folder and everything in it. Moves to trash unless permanent is set.',
      inputSchema: {
        folderId: z.string().min(1),
        permanent: z.boolean().default(false),
      },
      annotations: { destructiveHint: true },
    },
    async ({ folderId, permanent }, ctx) => {
      const { userId, bearer } = callerOf(ctx);
      const drive = createDriveClient(bearer);
      const raw = await ctx.mcpReq.requestState();

      if (!raw) {
        const [folder, stats] = await Promise.all([drive.getFolder(folderId), drive.countDescendants(folderId)]);
        const verb = permanent ? 'Permanently delete' : 'Move to trash';
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `${verb} "${folder.name}" with ${stats.files} files in ${stats.folders} sub-folders?`,
              requestedSchema: {
                type: 'object',
                properties: { ok: { type: 'boolean', title: 'Yes, delete it' } },
                required: ['ok'],
              },
            }),
          },
          requestState: sealer.seal({ folderId, name: folder.name }, { userId, tool: TOOL }), // expect: require-state-binding
        });
      }

      const pending = sealer.open(raw, { userId, tool: TOOL });
      if (!pending) return fail('That confirmation is invalid or has expired. Please ask again.');
      if (pending.folderId !== folderId) return fail('Confirmation was for a different folder.');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.ok) return { content: [{ type: 'text', text: 'Nothing deleted.' }] };

      await drive.deleteFolder(folderId, { permanent });
      const where = permanent ? 'permanently deleted' : 'moved to trash';
      return { content: [{ type: 'text', text: `"${pending.name}" ${where}.` }] };
    },
  );
}
