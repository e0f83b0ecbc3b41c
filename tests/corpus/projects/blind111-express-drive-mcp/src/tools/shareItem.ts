// Registers the share_item tool, which asks for recipients and a role before sharing a file or folder.
// @ts-nocheck
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { driveClient } from '../drive.js';
import { hashArgs, pendingStore } from '../pending/store.js';
import type { RoundTripExtra } from '../pending/middleware.js';

const TOOL = 'share_item';
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function registerShareItem(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Share a file or folder; asks who should get access and with which role.',
      inputSchema: { itemId: z.string().min(1) },
    },
    async (args, extra) => {
      const rt = extra.authInfo?.extra as (RoundTripExtra & { driveToken: string }) | undefined;
      if (!rt?.userId) return { isError: true, content: [{ type: 'text' as const, text: 'Sign in first.' }] };

      if (rt.pending) {
        const answer = rt.inputResponses.recipients;
        if (answer?.action !== 'accept') return { content: [{ type: 'text' as const, text: 'Not shared.' }] };
        const emails = String(answer.content?.emails ?? '')
          .split(/[,\s]+/)
          .filter((e) => EMAIL.test(e));
        const role = answer.content?.role === 'writer' ? 'writer' : 'reader';
        if (emails.length === 0) return { isError: true, content: [{ type: 'text' as const, text: 'No valid e-mail.' }] };
        const { granted } = await driveClient(rt.driveToken).share(args.itemId, emails, role);
        return { content: [{ type: 'text' as const, text: `Shared ${rt.pending.data.name} with ${granted} people.` }] };
      }

      const item = await driveClient(rt.driveToken).item(args.itemId);
      const handle = pendingStore.create({
        userId: rt.userId,
        tool: TOOL,
        argsHash: hashArgs(TOOL, args),
        driveToken: rt.driveToken,
        data: { name: item.name },
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          recipients: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Share "${item.name}" with whom?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  emails: { type: 'string', description: 'Comma-separated e-mail addresses' },
                  role: { type: 'string', enum: ['reader', 'writer'], default: 'reader' },
                },
                required: ['emails'],
              },
            },
          },
        },
        requestState: handle,
      } as any;
    },
  );
}
