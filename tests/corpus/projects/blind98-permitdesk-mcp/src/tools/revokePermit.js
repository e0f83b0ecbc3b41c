// revoke_permit: permit officers revoke a permit after typing its number to confirm.
import * as z from 'zod/v4';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { callerOf } from '../auth.js';
import { permitByNumber, revokePermit } from '../db.js';
import { cancelOpenInspections } from '../inspectionService.js';
import { park, claim } from '../pendingStore.js';
import { argsDigest } from '../argsDigest.js';

const TOOL = 'revoke_permit';

export function registerRevokePermit(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Revoke a building permit and cancel its scheduled inspections. Permit officers only.',
      inputSchema: z.object({
        permitNumber: z.string().regex(/^BP-\d{4}-\d{5}$/),
        reason: z.string().min(10).max(500),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      if (!caller.roles.has('permit-officer')) {
        return { isError: true, content: [{ type: 'text', text: 'Only permit officers can revoke permits.' }] };
      }
      const permit = await permitByNumber(args.permitNumber);
      if (!permit) return { isError: true, content: [{ type: 'text', text: 'No such permit.' }] };

      const digest = argsDigest(TOOL, args);
      const handle = await ctx.mcpReq.requestState();

      if (!handle) {
        const requestState = await park({ userId: caller.userId, tool: TOOL, digest, data: { permitNumber: permit.number } });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Revoke ${permit.number} at ${permit.address}? Reason: "${args.reason}". Type the permit number to confirm.`,
              requestedSchema: {
                type: 'object',
                properties: { typedNumber: { type: 'string', title: 'Permit number' } },
                required: ['typedNumber'],
              },
            }),
          },
          requestState,
        });
      }

      const pending = await claim(handle, { userId: caller.userId, tool: TOOL, digest });
      if (!pending || pending.permitNumber !== permit.number) {
        return { isError: true, content: [{ type: 'text', text: 'Confirmation expired or does not match this request.' }] };
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.typedNumber?.trim() !== permit.number) {
        return { content: [{ type: 'text', text: 'Permit number not confirmed; nothing changed.' }] };
      }

      const revoked = await revokePermit(permit.number, { by: caller.userId, reason: args.reason });
      if (!revoked) return { isError: true, content: [{ type: 'text', text: `Permit ${permit.number} is not in a revocable state.` }] };
      await cancelOpenInspections(permit.number, 'permit revoked');
      return { content: [{ type: 'text', text: `Permit ${permit.number} revoked; scheduled inspections cancelled.` }] };
    },
  );
}
