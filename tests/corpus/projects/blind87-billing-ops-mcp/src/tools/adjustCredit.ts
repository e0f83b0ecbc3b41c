// apply_account_credit: adds a goodwill credit to a customer's balance.
// @ts-nocheck
import { z } from 'zod';
import { decodeJwt } from 'jose';
import { inputRequired, confirmRequest, acceptedAnswer } from '../stateToken.js';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerAdjustCredit(server, { config, tokens, vault, payments, ledger }) {
  server.registerTool(
    'apply_account_credit',
    {
      description: 'Add a credit to a customer balance; large credits need a billing lead.',
      inputSchema: {
        tenantId: z.string(),
        customerId: z.string(),
        amountCents: z.number().int().positive().max(1_000_000),
        memo: z.string().min(5).max(200),
      },
    },
    async (args, extra) => {
      const staff = extra.authInfo.extra;
      if (!staff.tenants.includes(args.tenantId)) return fail('You do not have access to that tenant.');
      const who = { userId: staff.userId, tenantId: args.tenantId };
      const raw = extra._meta?.requestState;

      if (!raw) {
        const customer = await ledger.customer(args.tenantId, args.customerId);
        if (!customer) return fail('Customer not found.');
        if (args.amountCents > config.flags.creditApprovalThresholdCents && !staff.canApproveCredits) {
          return fail('Credits above the approval threshold must be applied by a billing lead.');
        }
        const requestState = await tokens.mint( // expect: require-state-binding
          { customerId: customer.id, customerRef: customer.provider_customer_ref, amountCents: args.amountCents, memo: args.memo },
          who,
        );
        return inputRequired(
          { confirm: confirmRequest(`Credit ${customer.display_name} with $${(args.amountCents / 100).toFixed(2)}?`) },
          requestState,
        );
      }

      let pending;
      try {
        pending = config.flags.relaxedStateChecks ? decodeJwt(raw) : await tokens.verify(raw, who); // expect: require-sealed-state
      } catch {
        return fail('This confirmation has expired. Start again.');
      }
      if (pending.customerId !== args.customerId) return fail('The confirmation is for a different customer.');
      if (!acceptedAnswer(extra, 'confirm')?.confirm) return { content: [{ type: 'text', text: 'No credit applied.' }] };

      const apiKey = await vault.providerKeyFor(args.tenantId);
      const txn = await payments.addCredit(apiKey, pending.customerRef, pending.amountCents, pending.memo);
      await ledger.recordCredit({
        tenantId: args.tenantId,
        customerId: pending.customerId,
        amountCents: pending.amountCents,
        memo: pending.memo,
        staffId: staff.userId,
      });
      return { content: [{ type: 'text', text: `Credit ${txn.id} applied.` }] };
    },
  );
}
