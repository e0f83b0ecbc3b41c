import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';

import { crmLoginRequest, dealRequest } from './prompts.js';

const TOOL = 'log_call_note';

function text(msg) {
  return { content: [{ type: 'text', text: msg }] };
}

/**
 * log_call_note: up to three rounds.
 *   1. no state    -> ask for the rep's CRM token
 *   2. step=login  -> list the contact's open deals, ask which one
 *   3. step=deal   -> file the note
 *
 * @param {import('@modelcontextprotocol/server').McpServer} server
 * @param {{ crm: import('../crm/client.js').CrmClient, codec: typeof import('../state/codec.js').noteStateCodec }} deps
 */
export function registerLogCall(server, deps) {
  server.registerTool(
    TOOL,
    {
      description: 'File a call summary on a CRM contact, optionally against one of their open deals.',
      inputSchema: z.object({
        contactId: z.string().min(1),
        summary: z.string().min(1).max(5000)
      })
    },
    async function (args, ctx) {
      const state = ctx.mcpReq.requestState();

      if (state === undefined) {
        const contact = await deps.crm.contact(args.contactId);
        return inputRequired({
          inputRequests: { crmLogin: crmLoginRequest(contact.name) },
          requestState: await deps.codec.mint({ step: 'login', contactId: contact.id }, ctx)
        });
      }

      if (state.step === 'login') {
        const login = acceptedContent(ctx.mcpReq.inputResponses, 'crmLogin');
        if (!login) return text('No token given; the note was not filed.');

        const deals = await deps.crm.openDeals(state.contactId, login.apiToken);
        if (deals.length === 0) {
          await deps.crm.addNote({ contactId: state.contactId, text: args.summary }, login.apiToken);
          return text('Note filed on contact ' + state.contactId + ' (no open deals).');
        }

        return inputRequired({
          inputRequests: { deal: dealRequest(deals) },
          requestState: await deps.codec.mint(
            {
              step: 'deal',
              contactId: state.contactId,
              crmAuth: login.apiToken // expect: no-secrets-in-state
            },
            ctx
          )
        });
      }

      if (state.step === 'deal') {
        const pick = acceptedContent(ctx.mcpReq.inputResponses, 'deal');
        if (!pick) return text('Cancelled; the note was not filed.');
        const dealId = pick.dealId === 'none' ? null : pick.dealId;
        await deps.crm.addNote({ contactId: state.contactId, dealId, text: args.summary }, state.crmAuth);
        return text('Note filed on contact ' + state.contactId + (dealId ? ' and deal ' + dealId : '') + '.');
      }

      return { isError: true, content: [{ type: 'text', text: 'Unexpected state; please start again.' }] };
    }
  );
}
