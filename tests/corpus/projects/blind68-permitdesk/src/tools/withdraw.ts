import * as z from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { countyPermits } from '../county.js';
import { permitForApplicant, sql } from '../db.js';
import { roundCodec, type PermitRound } from '../state/codec.js';
import { callerOf, refuse, say } from './shared.js';

const TOOL = 'withdraw_application';

export function registerWithdraw(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Withdraw a permit application',
      description: 'Withdraw a pending application. Fees are not refunded and the file is closed by the county.',
      inputSchema: z.object({ permitId: z.string().min(3), reason: z.string().max(500) }),
      annotations: { destructiveHint: true },
    },
    async ({ permitId, reason }, ctx) => {
      const caller = callerOf(ctx);
      const permit = await permitForApplicant(permitId, caller.userId);
      if (!permit) return refuse('no such permit on your account');
      if (permit.status !== 'pending') return say(`Permit ${permitId} is ${permit.status}; only pending applications can be withdrawn.`);

      const state = ctx.mcpReq.requestState<PermitRound>();
      if (state === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Withdraw the application for ${permit.address}? Fees already paid are not refunded.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await roundCodec.mint({ tool: TOOL, permitId, reason }, ctx),
        });
      }

      if (state.tool !== TOOL || state.permitId !== permitId) return refuse('state mismatch');
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return say('Nothing withdrawn.');

      await countyPermits.withdraw(state.permitId, state.reason, caller.userId);
      await sql`update permits set status = 'withdrawn' where id = ${state.permitId}`;
      return say(`Application ${state.permitId} withdrawn.`);
    },
  );
}
