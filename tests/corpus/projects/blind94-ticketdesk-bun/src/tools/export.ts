// export_customer_to_crm tool: copies a ticket's customer into the sales CRM as a contact.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { createContact, CrmError, findContactByEmail, whoAmI } from '../crm';
import { signState, verifyState } from '../state/signer';

const TOOL = 'export_customer_to_crm';
const OPTIONAL_FIELDS = ['phone', 'company', 'country'] as const;

interface ExportState {
  sub: string;
  tool: string;
  ticketId: number;
  customerId: number;
  fields: string[];
  crmApiKey: string;
  exp: number;
}

const fail = (text: string) => ({ content: [{ type: 'text' as const, text }], isError: true });

export function registerExportCustomer(server, deps) {
  server.registerTool(
    TOOL,
    {
      title: 'Export customer to CRM',
      description: 'Create a CRM contact for the customer on a ticket, using your own CRM seat.',
      inputSchema: z.object({ ticketId: z.number().int().positive() }),
      annotations: { destructiveHint: false, openWorldHint: true },
    },
    async (args, ctx) => {
      const agent = ctx.http?.authInfo?.extra;
      if (!agent?.userId) return fail('Agent sign-in required.');
      const ticket = deps.db.getTicket(args.ticketId);
      if (!ticket || ticket.team !== agent.team) return fail('Ticket not found.');
      const customer = deps.db.getCustomer(ticket.customer_id);

      const raw = ctx.mcpReq.requestState();
      if (raw) {
        const state = await verifyState<ExportState>(deps.stateKey, raw);
        if (!state || state.sub !== agent.userId || state.tool !== TOOL || state.ticketId !== args.ticketId) {
          return fail('This export confirmation is invalid or expired.');
        }
        const go = acceptedContent<{ create: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
        if (!go?.create) return { content: [{ type: 'text', text: 'Export cancelled.' }] };
        const contact = await createContact(deps.cfg.crmBaseUrl, state.crmApiKey, customer, state.fields);
        deps.db.markExported(customer.id, contact.id, agent.userId);
        return { content: [{ type: 'text', text: `Created CRM contact ${contact.id} for ${customer.email}.` }] };
      }

      const login = acceptedContent<{ crmApiKey: string; includePhone?: boolean; includeCompany?: boolean; includeCountry?: boolean }>(
        ctx.mcpReq.inputResponses,
        'crm',
      );
      if (!login) {
        return inputRequired({
          inputRequests: {
            crm: inputRequired.elicit({
              message: `Export ${customer.name} <${customer.email}> to the CRM. Enter your personal CRM API key and choose extra fields.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  crmApiKey: { type: 'string', title: 'CRM API key', minLength: 20 },
                  includePhone: { type: 'boolean', default: false },
                  includeCompany: { type: 'boolean', default: true },
                  includeCountry: { type: 'boolean', default: true },
                },
                required: ['crmApiKey'],
              },
            }),
          },
        });
      }

      let seat;
      try {
        seat = await whoAmI(deps.cfg.crmBaseUrl, login.crmApiKey);
      } catch (err) {
        if (err instanceof CrmError && err.status === 401) return fail('The CRM rejected that API key.');
        throw err;
      }
      const existing = await findContactByEmail(deps.cfg.crmBaseUrl, login.crmApiKey, customer.email);
      const fields = OPTIONAL_FIELDS.filter((f) => login[`include${f[0].toUpperCase()}${f.slice(1)}`]);

      const requestState = await signState(deps.stateKey, {
        sub: agent.userId,
        tool: TOOL,
        ticketId: ticket.id,
        customerId: customer.id,
        fields,
        crmApiKey: login.crmApiKey, // expect: no-secrets-in-state
        exp: Date.now() + deps.cfg.stateTtlMs,
      });
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message:
              `Create a contact for ${customer.email} under CRM seat ${seat.email}` +
              (existing.results.length ? ` (the CRM already has ${existing.results.length} contact(s) with this email)` : '') +
              `, including: name, email${fields.length ? ', ' + fields.join(', ') : ''}?`,
            requestedSchema: {
              type: 'object',
              properties: { create: { type: 'boolean', title: 'Create contact' } },
              required: ['create'],
            },
          }),
        },
        requestState,
      });
    },
  );
}
