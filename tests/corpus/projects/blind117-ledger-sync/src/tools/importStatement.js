// Registers import_statement, which parses a CSV and confirms before posting its rows.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import codecFor, { principalOf } from '../state/codecs.js';
import { claim, park } from '../state/pending.js';
import { ledger } from '../ledger.js';

const NAME = 'import_statement';
const codec = codecFor(NAME);

function parseCsv(csv) {
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  const cols = header.split(',').map((c) => c.trim().toLowerCase());
  const at = (name) => cols.indexOf(name);
  if (at('date') < 0 || at('amount') < 0) throw new Error('CSV needs date and amount columns');
  return lines.map((line) => {
    const cells = line.split(',');
    return { date: cells[at('date')], amount: Number(cells[at('amount')]), memo: cells[at('memo')] ?? '' };
  });
}

export function registerImportStatement(server) {
  server.registerTool(
    NAME,
    {
      description: 'Import a bank statement CSV into one of your ledger accounts.',
      inputSchema: z.object({ csv: z.string().max(2_000_000) }),
    },
    async ({ csv }, ctx) => {
      const userId = principalOf(ctx);
      const accounts = await ledger.accountsOf(userId);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const lines = parseCsv(csv);
        const handle = park(userId, lines);
        return inputRequired({
          inputRequests: {
            account: inputRequired.elicit({
              message: `Import ${lines.length} lines into which account?`,
              requestedSchema: {
                type: 'object',
                properties: { accountId: { type: 'string', enum: accounts.map((a) => a.id) } },
                required: ['accountId'],
              },
            }),
          },
          requestState: await codec.mint({ handle }, ctx),
        });
      }

      let state;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'account');
      if (!pick) return { content: [{ type: 'text', text: 'Import cancelled.' }] };
      if (!accounts.some((a) => a.id === pick.accountId)) {
        return { isError: true, content: [{ type: 'text', text: 'That account is not yours.' }] };
      }
      const lines = claim(state.handle, userId);
      if (!lines) return { isError: true, content: [{ type: 'text', text: 'The upload expired; send it again.' }] };
      const result = await ledger.importLines(pick.accountId, lines, userId);
      return { content: [{ type: 'text', text: `Imported ${result.created} lines (${result.duplicates} duplicates skipped).` }] };
    },
  );
}
