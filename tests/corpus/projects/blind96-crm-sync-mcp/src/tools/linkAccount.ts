// link_account tool: attaches a contact to a CRM account chosen by the user from a short list.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { exchangeForCrm } from '../tokenExchange.js';
import { CrmClient } from '../crmClient.js';
import { recordAudit } from '../db.js';
import { sealFor, toolError } from '../state.js';

const TOOL = 'link_account';

export function registerLinkAccount(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Link contact to account',
      description: 'Attach a contact to the company account it belongs to. Offers matching accounts to choose from.',
      inputSchema: {
        contactId: z.string().min(1),
        companyHint: z.string().min(2).describe('Company name or e-mail domain to search for'),
      },
      annotations: { idempotentHint: true },
    },
    async ({ contactId, companyHint }, ctx) => {
      const auth = ctx.http?.authInfo;
      if (!auth) return toolError('This tool needs an authenticated HTTP session.');

      const raw = ctx.mcpReq.requestState();
      if (raw) {
        const prior = JSON.parse(Buffer.from(raw.split('.')[1], 'base64url').toString('utf8')).p; // expect: require-sealed-state
        const picked = acceptedContent<{ accountId: string }>(ctx.mcpReq.inputResponses, 'account');
        if (!picked) return { content: [{ type: 'text', text: 'No account chosen; contact left unlinked.' }] };
        if (!prior.candidates.includes(picked.accountId)) return toolError('Pick one of the offered accounts.');

        const { access_token } = await exchangeForCrm(auth.token, 'contacts.write');
        const updated = await new CrmClient(access_token).linkContactToAccount(prior.contactId, picked.accountId);
        await recordAudit({
          userId: auth.extra.userId,
          tenantId: auth.extra.tenantId,
          tool: TOOL,
          action: 'link',
          target: prior.contactId,
          detail: { accountId: picked.accountId },
        });
        return { content: [{ type: 'text', text: `${updated.displayName} is now linked to account ${picked.accountId}.` }] };
      }

      const { access_token } = await exchangeForCrm(auth.token, 'accounts.read');
      const { items } = await new CrmClient(access_token).searchAccounts(companyHint);
      if (items.length === 0) return toolError(`No account matches "${companyHint}".`);

      const requestState = await sealFor(TOOL, { contactId, candidates: items.map((a) => a.id) }, ctx);
      return inputRequired({
        inputRequests: {
          account: inputRequired.elicit({
            message: `Which account should contact ${contactId} belong to?`,
            requestedSchema: {
              type: 'object',
              properties: {
                accountId: {
                  type: 'string',
                  oneOf: items.map((a) => ({ const: a.id, title: a.domain ? `${a.name} (${a.domain})` : a.name })),
                },
              },
              required: ['accountId'],
            },
          }),
        },
        requestState,
      });
    },
  );
}
