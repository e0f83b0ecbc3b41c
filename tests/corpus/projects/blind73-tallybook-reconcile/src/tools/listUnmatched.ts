// list_unmatched tool: shows bank lines that have no ledger match yet, narrowing large result sets first.
// @ts-nocheck
import { z } from 'zod';
import { env } from '../env.js';
import { member } from '../auth.js';
import { unmatchedLines, bankAccounts } from '../db.js';
import { form, needInput, priorState, answer, done, money } from '../mrtr.js';

const TOOL = 'list_unmatched';

function render(rows, limit: number) {
  const shown = rows.slice(0, limit);
  const lines = shown.map((r) => `${r.booked_on} ${money(r.amount_cents, r.currency).padStart(12)}  ${r.counterparty ?? '—'}  [${r.id}]`);
  const more = rows.length > limit ? `\n…and more; narrow the filter to see the rest.` : '';
  return done(lines.length ? lines.join('\n') + more : 'Everything is reconciled. 🎉', { lines: shown });
}

export function registerListUnmatched(server) {
  server.registerTool(
    TOOL,
    {
      description: 'List bank transactions that are not yet matched to an invoice or expense.',
      inputSchema: { orgId: z.string().uuid() },
      annotations: { readOnlyHint: true },
    },
    async ({ orgId }, extra) => {
      const { userId } = member(extra, orgId);
      const raw = priorState(extra);

      if (raw) {
        const scope = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')); // expect: require-sealed-state
        const narrowing = answer<{ accountId?: string; since?: string }>(extra, 'narrow');
        if (!narrowing) return done('Listing cancelled.');
        const accountIds = narrowing.accountId && narrowing.accountId !== 'all' ? [narrowing.accountId] : undefined;
        const rows = await unmatchedLines(scope.orgId, { accountIds, since: narrowing.since, limit: scope.limit });
        return render(rows, scope.limit);
      }

      const limit = env.UNMATCHED_PAGE_LIMIT;
      const rows = await unmatchedLines(orgId, { limit });
      if (rows.length <= limit) return render(rows, limit);

      const accounts = await bankAccounts(orgId);
      const scope = Buffer.from(JSON.stringify({ orgId, limit, requestedBy: userId })).toString('base64url');
      return needInput(
        {
          narrow: form(`More than ${limit} unmatched lines. Narrow it down:`, {
            accountId: {
              type: 'string',
              title: 'Account',
              oneOf: [{ const: 'all', title: 'All accounts' }, ...accounts.map((a) => ({ const: a.id, title: `${a.nickname} ••${a.iban_last4}` }))],
            },
            since: { type: 'string', format: 'date', title: 'Booked on or after' },
          }, ['accountId']),
        },
        scope, // expect: require-sealed-state
        'Too many results to list at once.',
      );
    },
  );
}
