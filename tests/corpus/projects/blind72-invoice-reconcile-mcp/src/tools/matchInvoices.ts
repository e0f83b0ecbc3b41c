// match_bank_lines: proposes invoice matches for unreconciled bank lines and books the ones the user accepts.
// @ts-nocheck
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { sql, openInvoicesFor } from '../db.js';
import { markMatched } from '../erp.js';
import { userOf } from '../auth.js';
import { signState, readState, type StateClaims } from '../state/jwtState.js';
import { incomingState, answer, askForm, say } from '../roundtrip.js';

const TOOL = 'match_bank_lines';

interface MatchState extends StateClaims {
  pairs: Array<{ bankLineId: string; invoiceId: string; amountCents: number }>;
}

export function registerMatchInvoices(server: McpServer): void {
  server.registerTool(TOOL, {
    title: 'Match bank lines to invoices',
    description: 'Find open invoices that match unreconciled bank statement lines by amount and reference.',
    inputSchema: { accountId: z.string(), statementDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) },
    annotations: { destructiveHint: false, idempotentHint: true },
  }, async ({ accountId, statementDate }, extra) => {
    const user = userOf(extra);
    const incoming = incomingState(extra);

    if (incoming) {
      const state = readState<MatchState>(incoming, user.userId, TOOL);
      if (!state) return say('These proposals have expired; run the match again.', true);
      const accepted = answer<{ accept: string[] }>(extra, 'matches')?.accept ?? [];
      const chosen = state.pairs.filter((p) => accepted.includes(`${p.bankLineId}:${p.invoiceId}`));
      for (const pair of chosen) {
        await markMatched(pair.invoiceId, pair.bankLineId, user.userId);
        await sql`update bank_lines set matched_invoice_id = ${pair.invoiceId}, matched_by = ${user.userId}, matched_at = now()
                   where id = ${pair.bankLineId} and matched_invoice_id is null`;
      }
      return say(`Booked ${chosen.length} of ${state.pairs.length} proposed matches.`);
    }

    const [account] = await sql`select entity_id from bank_accounts where id = ${accountId}`;
    if (!account || !user.entityIds.includes(account.entityId)) return say('Unknown bank account.', true);
    const lines = await sql`select id, amount_cents, reference from bank_lines
                             where account_id = ${accountId} and statement_date = ${statementDate}
                               and matched_invoice_id is null and amount_cents < 0`;
    const invoices = await openInvoicesFor([account.entityId]);
    const pairs: MatchState['pairs'] = [];
    for (const line of lines) {
      const hit = invoices.find((inv) => inv.totalCents === -line.amountCents && String(line.reference ?? '').includes(inv.number));
      if (hit) pairs.push({ bankLineId: line.id, invoiceId: hit.id, amountCents: hit.totalCents });
    }
    if (pairs.length === 0) return say(`No confident matches among ${lines.length} open lines.`);

    const requestState = signState({ pairs }, user.userId, TOOL);
    return askForm('matches', `${pairs.length} matches found. Untick any you do not want booked.`, {
      accept: {
        type: 'array',
        items: { anyOf: pairs.map((p) => ({ const: `${p.bankLineId}:${p.invoiceId}`, title: `${p.invoiceId} ← ${p.bankLineId} (${(p.amountCents / 100).toFixed(2)})` })) },
        default: pairs.map((p) => `${p.bankLineId}:${p.invoiceId}`),
      },
    }, requestState);
  });
}
