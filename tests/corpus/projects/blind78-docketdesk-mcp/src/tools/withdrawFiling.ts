// withdraw_filing: pulls a submitted filing off the court docket once the attorney confirms.
// @ts-nocheck
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { stateCodec, principalOf } from '../security/codec.js';
import { getFilerCredential } from '../services/tokenVault.js';
import { efiling } from '../services/efiling.js';
import { filingForUser, markWithdrawn } from '../db.js';

const TOOL = 'withdraw_filing';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerWithdrawFiling(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Withdraw a previously submitted filing. The court records the withdrawal permanently.',
      inputSchema: { filingId: z.string().uuid(), reason: z.string().min(10).max(500) },
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async ({ filingId, reason }, ctx) => {
      const userId = principalOf(ctx);
      const state = await ctx.mcpReq.requestState();

      if (!state) {
        const filing = await filingForUser(userId, filingId);
        if (!filing) return refuse('Filing not found.');
        if (filing.withdrawn_at) return refuse('That filing was already withdrawn.');
        const sealed = await stateCodec.mint({ tool: TOOL, filingId, reason }, ctx);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Withdraw "${filing.title}" (entry #${filing.docket_entry}) from ${filing.docket_no}? This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Withdraw this filing' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: sealed,
        });
      }

      if (state.tool !== TOOL) return refuse('This confirmation was issued for another tool.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Withdrawal cancelled.' }] };

      const filing = await filingForUser(userId, filingId);
      if (!filing || filing.withdrawn_at) return refuse('Filing not found or already withdrawn.');
      const creds = await getFilerCredential(userId);
      await efiling.withdraw(creds.accessToken, filing.court_ref, reason); // expect-todo: require-state-binding
      await markWithdrawn(filing.id, userId, reason);
      return { content: [{ type: 'text', text: `Filing ${filing.court_ref} withdrawn from ${filing.docket_no}.` }] };
    },
  );
}
