// match_transaction tool: proposes open invoices for a bank line and records the match the user picks.
// @ts-nocheck
import { z } from 'zod';
import { member } from '../auth.js';
import { bankLine, candidateInvoices, recordMatch } from '../db.js';
import { signState, verifyState } from '../jwtState.js';
import { form, needInput, priorState, answer, done, refused, money } from '../mrtr.js';

const TOOL = 'match_transaction';

export function registerMatchTransaction(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Match an incoming bank payment to the open invoice it settles.',
      inputSchema: { orgId: z.string().uuid(), bankLineId: z.string().uuid() },
    },
    async ({ orgId, bankLineId }, extra) => {
      const { userId } = member(extra, orgId);
      const line = await bankLine(orgId, bankLineId);
      if (!line) return refused('No such bank line in this organisation.');
      if (line.match_id) return refused('That bank line is already matched.');

      const raw = priorState(extra);
      if (!raw) {
        const invoices = await candidateInvoices(orgId, line.amount_cents, line.currency);
        if (invoices.length === 0) return done(`No open invoice close to ${money(line.amount_cents, line.currency)}.`);
        return needInput(
          {
            invoice: form(`Which invoice does "${line.counterparty}" ${money(line.amount_cents, line.currency)} on ${line.booked_on} pay?`, {
              invoiceId: {
                type: 'string',
                oneOf: invoices.map((i) => ({ const: i.id, title: `${i.number} · ${i.customer_name} · ${money(i.open_cents, line.currency)} due ${i.due_on}` })),
              },
            }),
          },
          await signState({ tool: TOOL, orgId, bankLineId, invoiceIds: invoices.map((i) => i.id) }, userId), // expect: require-state-binding
          'Pick the matching invoice.',
        );
      }

      let state;
      try {
        state = await verifyState(raw, userId, TOOL);
      } catch {
        return refused('This answer is no longer valid. Please run the match again.');
      }
      if (state.orgId !== orgId || state.bankLineId !== bankLineId) return refused('This answer was for another bank line.');

      const pick = answer<{ invoiceId: string }>(extra, 'invoice');
      if (!pick) return done('Left unmatched.');
      if (!state.invoiceIds.includes(pick.invoiceId)) return refused('That invoice was not offered.');

      const matchId = await recordMatch(orgId, bankLineId, pick.invoiceId, userId);
      return done(`Matched. Invoice marked paid (match ${matchId}).`, { matchId });
    },
  );
}
