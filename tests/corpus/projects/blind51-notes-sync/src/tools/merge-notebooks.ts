import * as z from 'zod/v4';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { stateTokens } from '../services/state-tokens.js';
import { NotesApi } from '../services/notes-api.js';
import { sessionOf } from '../session.js';

const TOOL = 'merge_notebooks';

export function registerMergeNotebooks(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Move every note of one notebook into another and delete the empty source notebook.',
      inputSchema: z.object({ sourceId: z.string(), targetId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ sourceId, targetId }, ctx) => {
      const { userId, bearer } = sessionOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Merge notebook ${sourceId} into ${targetId}? The source notebook will be deleted.`,
              requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
            }),
          },
          requestState: await stateTokens.issue({ sourceId, targetId }, { userId, tool: TOOL }),
        });
      }

      const sealed = await stateTokens
        .read<{ sourceId: string; targetId: string }>(raw, { userId, tool: TOOL })
        .catch(() => null);
      if (!sealed || sealed.sourceId !== sourceId || sealed.targetId !== targetId) {
        return { isError: true, content: [{ type: 'text', text: 'Confirmation invalid or expired.' }] };
      }
      if (!acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.ok) {
        return { content: [{ type: 'text', text: 'Merge cancelled.' }] };
      }

      const { moved } = await new NotesApi(bearer).mergeNotebooks(sealed.sourceId, sealed.targetId);
      return { content: [{ type: 'text', text: `Moved ${moved} notes into ${sealed.targetId}.` }] };
    },
  );
}
