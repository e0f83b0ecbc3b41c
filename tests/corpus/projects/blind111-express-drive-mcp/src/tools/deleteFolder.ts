// Registers the delete_folder tool, which confirms before moving a folder and its contents to the trash.
// @ts-nocheck
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { driveClient } from '../drive.js';
import { hashArgs, pendingStore } from '../pending/store.js';
import type { RoundTripExtra } from '../pending/middleware.js';

const TOOL = 'delete_folder';

export function registerDeleteFolder(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Move a folder and everything in it to the trash.',
      inputSchema: { folderId: z.string().min(1) },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const rt = extra.authInfo?.extra as (RoundTripExtra & { driveToken: string }) | undefined;
      if (!rt?.userId) return { isError: true, content: [{ type: 'text' as const, text: 'Sign in first.' }] };

      if (rt.pending) {
        const answer = rt.inputResponses.confirm;
        if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
          return { content: [{ type: 'text' as const, text: 'Folder kept.' }] };
        }
        await driveClient(rt.pending.driveToken).trash(args.folderId);
        return { content: [{ type: 'text' as const, text: `Moved ${rt.pending.data.name} to the trash.` }] };
      }

      const folder = await driveClient(rt.driveToken).item(args.folderId);
      if (folder.kind !== 'folder') {
        return { isError: true, content: [{ type: 'text' as const, text: `${folder.name} is not a folder.` }] };
      }
      const handle = pendingStore.create({
        userId: rt.userId,
        tool: TOOL,
        argsHash: hashArgs(TOOL, args),
        driveToken: rt.driveToken,
        data: { name: folder.name },
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Trash "${folder.name}" and its ${folder.childCount ?? 0} items?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Move to trash' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: handle,
      } as any;
    },
  );
}
