// Defines list_accounts, which shows the user's ledger accounts and balances.
// @ts-nocheck
import { z } from 'zod';
import { cents, ledger } from '../ledger.js';
import { text, type ToolDef } from './types.js';

export const listAccounts: ToolDef<Record<string, never>> = {
  name: 'list_accounts',
  config: {
    description: 'List your ledger accounts with balances.',
    inputSchema: z.object({}),
    annotations: { readOnlyHint: true },
  },
  async run(_args, _ctx, round) {
    const accounts = await ledger.accounts(round.userId);
    return text(accounts.map((a) => `${a.id}  ${a.name}  ${cents(a.balanceCents)}`).join('\n'));
  },
};
