import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { userIdOf } from '../principal.js';
import type { Deps } from '../server.js';
import type { Opened } from '../state/kms-sealer.js';

const TOOL = 'purge_export';

export function registerPurgeExport(server: McpServer, { sealer, exports }: Deps) {
  server.registerTool(
    TOOL,
    {
      title: 'Delete an export',
      description: 'Delete every file of one of your exports from S3. Cannot be undone.',
      inputSchema: z.object({ exportId: z.string().regex(/^exp_[0-9a-f]{20}$/) }),
      annotations: { destructiveHint: true },
    },
    async ({ exportId }, ctx) => {
      const userId = userIdOf(ctx);
      const manifest = await exports.manifest(exportId);
      if (!manifest || manifest.ownerId !== userId) {
        return { isError: true, content: [{ type: 'text', text: `You have no export ${exportId}.` }] };
      }

      const resumed = ctx.mcpReq.requestState<Opened<{ exportId: string }>>();
      if (resumed === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete export ${exportId} (${manifest.objectCount} file(s), created ${manifest.createdAt})?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Delete it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await sealer.seal({ exportId }, { userId, tool: TOOL }),
        });
      }

      if (resumed.tool !== TOOL || resumed.payload.exportId !== exportId) {
        return { isError: true, content: [{ type: 'text', text: 'That confirmation was for another request; ask again.' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: `Kept ${exportId}.` }] };

      const removed = await exports.purge(resumed.payload.exportId);
      return { content: [{ type: 'text', text: `Deleted ${removed} file(s) of ${exportId}.` }] };
    },
  );
}
