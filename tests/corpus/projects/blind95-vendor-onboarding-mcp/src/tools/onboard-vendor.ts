// Tool onboard_vendor: walks the onboarding step table, then creates the supplier in the ERP and the vendor master.
// @ts-nocheck
import { inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { advance } from '../workflow/engine.js';
import { onboardingSteps } from '../workflow/onboarding-steps.js';
import { codecFor, readState, userOf } from '../state-codec.js';

const TOOL = 'onboard_vendor';

export function registerOnboardVendor(server, { db, erp }) {
  const codec = codecFor(TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Onboard a new supplier. Asks for registration, contact and payment details, then creates it in the ERP.',
      inputSchema: { legalName: z.string().min(2).max(200) },
    },
    async (args, ctx) => {
      const userId = userOf(ctx);
      const saved = await readState(codec, ctx);
      const erpToken = saved?.erpToken ?? (await erp.exchangeToken(ctx.http.authInfo.token));
      const progress = saved?.progress ?? { stepId: null, answers: { legalName: args.legalName } };

      const next = advance(onboardingSteps, progress, ctx.mcpReq.inputResponses);

      switch (next.kind) {
        case 'declined':
          return { content: [{ type: 'text', text: `Onboarding stopped at step "${next.stepId}".` }] };

        case 'ask': {
          const requestState = await codec.mint(
            {
              progress: next.progress,
              erpToken, // expect: no-secrets-in-state
            },
            ctx,
          );
          return inputRequired({ inputRequests: { [next.progress.stepId]: next.request }, requestState });
        }

        case 'done': {
          const draft = next.answers;
          const existing = await db.findVendorByTaxId(draft.taxId);
          if (existing) {
            return {
              isError: true,
              content: [{ type: 'text', text: `A vendor with tax id ${draft.taxId} already exists (${existing.legal_name}).` }],
            };
          }
          const supplier = await erp.createSupplier(erpToken, draft);
          const id = await db.insertVendor({ ...draft, erpSupplierId: supplier.id }, userId);
          return {
            content: [{ type: 'text', text: `Vendor ${draft.legalName} created (id ${id}, ERP supplier ${supplier.id}).` }],
          };
        }

        default:
          return { isError: true, content: [{ type: 'text', text: 'Onboarding is in an unknown state.' }] };
      }
    },
  );
}
