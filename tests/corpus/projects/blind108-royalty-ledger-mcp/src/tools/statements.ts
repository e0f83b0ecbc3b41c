// Read-only tools: list a rights holder's statements and show the lines on one statement.
// @ts-nocheck
import { z } from 'zod';
import { ledger } from '../ledger.js';
import { userOf } from '../identity.js';
import { text, failure } from '../roundTrip.js';

const money = (cents, currency) => `${(cents / 100).toFixed(2)} ${currency}`;

export function registerStatementTools(server) {
  server.registerTool(
    'list_statements',
    {
      title: 'List royalty statements',
      description: 'List your most recent royalty statements with gross and net amounts.',
      inputSchema: { limit: z.number().int().min(1).max(36).optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ limit }, extra) => {
      const rows = ledger.statements(userOf(extra), limit ?? 12);
      if (rows.length === 0) return text('No statements have been issued to you yet.');
      return text(rows.map((s) => `${s.period}  ${s.id}  net ${money(s.net_cents, s.currency)}`).join('\n'));
    },
  );

  server.registerTool(
    'statement_lines',
    {
      title: 'Statement lines',
      description: 'Show every line (store, territory, units, amount) on one statement.',
      inputSchema: { statementId: z.string() },
      annotations: { readOnlyHint: true },
    },
    async ({ statementId }, extra) => {
      const lines = ledger.lines(statementId, userOf(extra));
      if (lines.length === 0) return failure(`Statement ${statementId} was not found on your account.`);
      return {
        content: [{ type: 'text', text: `${lines.length} lines on ${statementId}` }],
        structuredContent: { lines },
      };
    },
  );
}
