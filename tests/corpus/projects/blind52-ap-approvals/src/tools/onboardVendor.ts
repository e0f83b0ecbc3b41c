import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerId } from '../auth.js';
import { insertVendor } from '../db.js';
import { openRoundState, sealRoundState } from '../state/envelope.js';
import type { Binding, RoundState } from '../state/envelope.js';
import { STALE_SESSION, text, toolError } from './results.js';

const TOOL = 'onboard_vendor';

const legalSchema = z.object({
  legalName: z.string().describe('Legal entity name'),
  taxId: z.string().regex(/^[0-9A-Z-]{6,20}$/).describe('EIN / VAT number'),
});

const remitSchema = z.object({
  line1: z.string().describe('Remit-to address'),
  city: z.string().describe('City'),
  postalCode: z.string().describe('Postal code'),
  country: z.string().length(2).describe('Country (ISO code)'),
});

const termsSchema = z.object({
  terms: z.enum(['NET15', 'NET30', 'NET45', 'NET60']).describe('Payment terms'),
  confirm: z.boolean().describe('Create this vendor'),
});

type Legal = z.infer<typeof legalSchema>;
type Remit = z.infer<typeof remitSchema>;
type Terms = z.infer<typeof termsSchema>;

function ask(binding: Binding, next: RoundState, message: string, requestedSchema: z.ZodObject) {
  return inputRequired({
    inputRequests: {
      [next.step]: inputRequired.elicit({ message, requestedSchema }),
    },
    requestState: sealRoundState(next, binding),
  });
}

export function registerOnboardVendor(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Onboard a vendor',
      description: 'Collects legal, remittance and payment-term details for a new vendor and creates it in AP.',
      inputSchema: z.object({ displayName: z.string().min(2).max(120) }),
    },
    async ({ displayName }, ctx: ServerContext) => {
      const binding: Binding = { userId: callerId(ctx), tool: TOOL };
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        return ask(binding, { v: 2, step: 'legal', answers: {} }, `Legal details for ${displayName}`, legalSchema);
      }

      const state = openRoundState(raw, binding);
      if (!state) return toolError(STALE_SESSION);

      const reply = acceptedContent(ctx.mcpReq.inputResponses, state.step);
      if (!reply) return text('Vendor onboarding cancelled; nothing was created.');
      const answers = { ...state.answers, [state.step]: reply };

      switch (state.step) {
        case 'legal':
          return ask(binding, { v: 2, step: 'remit', answers }, 'Where should payments be remitted?', remitSchema);
        case 'remit':
          return ask(binding, { v: 2, step: 'terms', answers }, 'Payment terms for this vendor', termsSchema);
        case 'terms': {
          const legal = answers.legal as Legal;
          const remit = answers.remit as Remit;
          const terms = answers.terms as Terms;
          if (!terms.confirm) return text('Vendor onboarding cancelled; nothing was created.');
          const id = await insertVendor({
            displayName,
            legalName: legal.legalName,
            taxId: legal.taxId,
            remitTo: remit,
            terms: terms.terms,
            createdBy: binding.userId,
          });
          return text(`Vendor ${displayName} created (${id}), terms ${terms.terms}.`);
        }
        default:
          return toolError(STALE_SESSION);
      }
    },
  );
}
