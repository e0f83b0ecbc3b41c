// list_invoices: lists invoices for one of the caller's accounts, asking which one when there are several.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { accountsForUser, invoicesForAccount } from '../db.js';
import { mintFor } from '../state.js';
import { cents, nth, pipe, prop, split, text } from '../fp.js';

const TOOL = 'list_invoices';
const mint = mintFor(TOOL);

const fromB64url = (value: string) => Buffer.from(value, 'base64url').toString('utf8');
const payloadOf = pipe(split('.'), nth(1), fromB64url, JSON.parse, prop('p'));

const formatRow = (inv) => `${inv.number}  ${inv.status.padEnd(8)}  ${cents(inv.total_cents)}  due ${inv.due_on}`;

const render = (account) => (rows) =>
  text(rows.length ? [`Invoices for ${account.name}:`, ...rows.map(formatRow)].join('\n') : `No invoices for ${account.name}.`);

const listFor = (account, status) => invoicesForAccount(account.id, status).then(render(account));

const askForAccount = (accounts, ctx) =>
  mint({ accounts: accounts.map(({ id, name }) => ({ id, name })) }, ctx).then((requestState) =>
    inputRequired({
      inputRequests: {
        account: inputRequired.elicit({
          message: 'Which account should I list invoices for?',
          requestedSchema: {
            type: 'object',
            properties: {
              accountId: { type: 'string', enum: accounts.map(prop('id')), enumNames: accounts.map(prop('name')) },
            },
            required: ['accountId'],
          },
        }),
      },
      requestState,
    }),
  );

const chosenAccount = (ctx) => {
  const raw = ctx.mcpReq.requestState();
  if (!raw) return null;
  const { accounts } = payloadOf(raw); // expect: require-sealed-state
  const picked = acceptedContent(ctx.mcpReq.inputResponses, 'account')?.accountId;
  return accounts.find((account) => account.id === picked) ?? null;
};

export const listInvoices = {
  name: TOOL,
  config: {
    description: 'List recent invoices for one of your billing accounts, optionally filtered by status.',
    inputSchema: { status: z.enum(['open', 'paid', 'void', 'overdue']).optional() },
    annotations: { readOnlyHint: true },
  },
  run: async ({ args, ctx, userId }) => {
    const chosen = chosenAccount(ctx);
    if (chosen) return listFor(chosen, args.status);
    const accounts = await accountsForUser(userId);
    if (accounts.length === 0) return text('You are not a member of any billing account.');
    if (accounts.length === 1) return listFor(accounts[0], args.status);
    return askForAccount(accounts, ctx);
  },
};
