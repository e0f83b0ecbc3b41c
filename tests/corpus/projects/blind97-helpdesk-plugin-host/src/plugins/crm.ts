// CRM plugin: shows the customer behind a ticket and links the ticket to a CRM account.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import type { HelpdeskPlugin } from '../pluginHost.js';
import { exchangeForCrmToken, findAccountsByEmail, getAccount, recordSupportLink } from '../lib/crmClient.js';

function text(value: unknown) {
  return { content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }] };
}

const plugin: HelpdeskPlugin = {
  name: 'crm',
  version: '0.9.4',
  setup(api) {
    async function ticketFor(id: string, ctx) {
      const { rows } = await api.db.query(
        'SELECT id, number, requester_email, crm_account_id FROM tickets WHERE id = $1 AND team_id = ANY($2)',
        [id, ctx.http?.authInfo?.extra?.teamIds ?? []],
      );
      return rows[0];
    }

    api.tool(
      'customer_summary',
      {
        description: 'Show the CRM account linked to a ticket.',
        input: z.object({ ticketId: z.string().uuid() }),
        annotations: { readOnlyHint: true },
      },
      async (args, ctx) => {
        const ticket = await ticketFor(args.ticketId, ctx);
        if (!ticket) return { isError: true, ...text('Ticket not found') };
        if (!ticket.crm_account_id) return text('This ticket is not linked to a CRM account yet.');
        const crmToken = await exchangeForCrmToken(ctx.http.authInfo.token);
        return text(await getAccount(ticket.crm_account_id, crmToken));
      },
    );

    api.tool(
      'link_customer',
      {
        description: 'Find the CRM account of the ticket requester and link it to the ticket.',
        input: z.object({ ticketId: z.string().uuid() }),
      },
      async (args, ctx, { state }) => {
        const ticket = await ticketFor(args.ticketId, ctx);
        if (!ticket) return { isError: true, ...text('Ticket not found') };

        const pending = await state.open(ctx);
        if (pending && pending.ticketId !== ticket.id) return { isError: true, ...text('requestState was issued for another ticket') };
        const crmToken = pending?.crmToken ?? (await exchangeForCrmToken(ctx.http.authInfo.token));
        const candidates = pending?.candidates ?? (await findAccountsByEmail(ticket.requester_email, crmToken))
          .map((a) => ({ id: a.id, name: a.name, domain: a.domain }));

        if (candidates.length === 0) return text(`No CRM account matches ${ticket.requester_email}`);

        let accountId = candidates.length === 1 ? candidates[0].id : undefined;
        const pick = acceptedContent(ctx.mcpReq.inputResponses, 'pick_account');
        if (!accountId && pending && pick?.accountId) {
          accountId = candidates.find((c) => c.id === pick.accountId)?.id;
        }

        if (!accountId) {
          return inputRequired({
            inputRequests: {
              pick_account: inputRequired.elicit({
                message: `Several CRM accounts match ${ticket.requester_email}. Which one?`,
                requestedSchema: {
                  type: 'object',
                  properties: {
                    accountId: {
                      type: 'string',
                      oneOf: candidates.map((c) => ({ const: c.id, title: `${c.name} (${c.domain})` })),
                    },
                  },
                  required: ['accountId'],
                },
              }),
            },
            requestState: await state.mint(
              {
                ticketId: ticket.id,
                candidates,
                crmToken, // expect-todo: no-secrets-in-state
              },
              ctx,
            ),
          });
        }

        await api.db.query('UPDATE tickets SET crm_account_id = $1 WHERE id = $2', [accountId, ticket.id]);
        await recordSupportLink(accountId, ticket.number, crmToken);
        return text(`Linked #${ticket.number} to CRM account ${accountId}`);
      },
    );
  },
};

export default plugin;
