// write_off_balance tool: books part of an unpaid invoice as bad debt after explicit confirmation.
// @ts-nocheck
import { z } from 'zod';
import { member } from '../auth.js';
import { invoiceForOrg, writeOff } from '../db.js';
import { signState, verifyState } from '../jwtState.js';
import { form, needInput, priorState, answer, done, refused, money } from '../mrtr.js';

const TOOL = 'write_off_balance';

export function registerWriteOffBalance(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Write off (part of) an invoice balance as bad debt. Creates a journal entry that cannot be undone.',
      inputSchema: {
        orgId: z.string().uuid(),
        invoiceId: z.string().uuid(),
        amountCents: z.number().int().positive(),
        memo: z.string().min(3).max(240),
      },
      annotations: { destructiveHint: true },
    },
    async ({ orgId, invoiceId, amountCents, memo }, extra) => {
      const { userId } = member(extra, orgId);
      const invoice = await invoiceForOrg(orgId, invoiceId);
      if (!invoice || invoice.status !== 'open') return refused('Only open invoices can be written off.');
      if (amountCents > invoice.open_cents) return refused(`The open balance is only ${money(invoice.open_cents, invoice.currency)}.`);

      const raw = priorState(extra);
      if (!raw) {
        return needInput(
          {
            confirm: form(`Write off ${money(amountCents, invoice.currency)} of invoice ${invoice.number} (${invoice.customer_name})? Memo: "${memo}"`, {
              confirm: { type: 'boolean', title: 'Yes, book it as bad debt' },
            }),
          },
          await signState({ tool: TOOL, orgId, invoiceId, amountCents, memo }, userId, '5m'),
          'Confirmation required.',
        );
      }

      let state;
      try {
        state = await verifyState(raw, userId, TOOL);
      } catch {
        return refused('The confirmation expired or is invalid. Nothing was written off.');
      }
      if (state.orgId !== orgId || state.invoiceId !== invoiceId || state.amountCents !== amountCents || state.memo !== memo) {
        return refused('The write-off details changed after confirmation. Nothing was written off.');
      }
      const ok = answer<{ confirm: boolean }>(extra, 'confirm');
      if (!ok?.confirm) return done('Nothing was written off.');

      const entryId = await writeOff(orgId, invoiceId, amountCents, memo, userId);
      if (!entryId) return refused('The invoice balance changed; nothing was written off.');
      return done(`Wrote off ${money(amountCents, invoice.currency)} (journal entry ${entryId}).`, { entryId });
    },
  );
}
