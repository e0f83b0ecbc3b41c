import { z } from 'zod';
import { register } from '../registry.js';
import { ledgerClient } from '../ledger-client.js';

const input = z.object({ account: z.string() });

register<z.infer<typeof input>>('account_balance', {
  config: {
    title: 'Account balance',
    description: 'Current balance of a GL account.',
    inputSchema: input,
    annotations: { readOnlyHint: true },
  },
  async run({ args }) {
    const b = await ledgerClient.balance(args.account);
    return { content: [{ type: 'text', text: `${b.account}: ${b.balance} ${b.currency} (as of ${b.asOf})` }] };
  },
});
