// Tool that posts an adjusting journal entry for unbilled usage after the accountant confirms the amount.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { postAdjustingEntry } from '../db.js';
import { exchangeForBillingToken, fetchUnbilledUsage, linkAccrualToEntry } from '../upstream/billing.js';
import { digestArgs, open, seal, StateError } from '../state/seal.js';
import { caller, json, toolError } from './results.js';

const TOOL = 'post_adjusting_entry';

export function registerAdjustmentTools(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Accrue unbilled usage for a period as an adjusting entry. Asks for confirmation first.',
      inputSchema: {
        entity: z.string().min(2).max(12),
        period: z.string().regex(/^\d{4}-\d{2}$/),
        debitAccount: z.string().default('1230'),
        creditAccount: z.string().default('4010'),
      },
    },
    async (args, ctx) => {
      const who = caller(ctx);
      if (!who) return toolError('Not authenticated.');
      if (!who.entities.includes(args.entity)) return toolError(`No access to entity ${args.entity}.`);
      const binding = { userId: who.userId, tool: TOOL, argsDigest: digestArgs(args) };
      const incoming = ctx.mcpReq.requestState();

      if (!incoming) {
        const billing = await exchangeForBillingToken(who.token);
        const accrual = await fetchUnbilledUsage(billing.accessToken, args.entity, args.period);
        if (accrual.totalCents === 0) return json({ posted: false, reason: 'nothing unbilled' });
        const requestState = seal(
          {
            amountCents: accrual.totalCents,
            accrualRef: accrual.reference,
            billingToken: billing.accessToken, // expect: no-secrets-in-state
          },
          binding,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Post an accrual of ${(accrual.totalCents / 100).toFixed(2)} to ${args.entity} ${args.period}?`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Post the entry' } },
                required: ['approve'],
              },
            }),
          },
          requestState,
        });
      }

      let state;
      try {
        state = open(incoming, binding);
      } catch (err) {
        if (err instanceof StateError) return toolError(`Confirmation rejected: ${err.message}`);
        throw err;
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.approve) return json({ posted: false, reason: 'declined' });

      const entryId = await postAdjustingEntry({
        entity: args.entity,
        period: args.period,
        debitAccount: args.debitAccount,
        creditAccount: args.creditAccount,
        amountCents: state.amountCents,
        memo: `Unbilled usage accrual ${state.accrualRef}`,
        postedBy: who.userId,
      });
      await linkAccrualToEntry(state.billingToken, state.accrualRef, entryId);
      return json({ posted: true, entryId, amountCents: state.amountCents });
    },
  );
}
