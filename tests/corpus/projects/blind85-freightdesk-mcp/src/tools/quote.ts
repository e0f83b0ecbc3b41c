// quote_shipment: rates a lane with the carrier gateway and saves the rate the user picks as a quote.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { fetchRates } from '../carriers.js';
import { insertQuote } from '../db.js';
import { principalOf, requireScope } from '../auth.js';
import { config } from '../config.js';
import { LaneSchema, QuoteDraftSchema, type QuoteDraft } from '../state/schemas.js';
import { toWire, fromWire } from '../state/wire.js';

export const quoteInput = LaneSchema.extend({
  serviceLevel: z.enum(['standard', 'expedited', 'any']).default('any'),
});

const RateChoiceSchema = z.object({ option: z.coerce.number().int().min(1) });

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

function describeRates(draft: QuoteDraft): string {
  return draft.rates
    .map((r, i) => `${i + 1}. ${r.carrier} ${r.service}: ${money(r.totalCents, r.currency)}, ${r.transitDays} business days`)
    .join('\n');
}

export function registerQuoteTool(server) {
  server.registerTool(
    'quote_shipment',
    {
      description: 'Get live carrier rates for a lane and save the one you choose as a bookable quote.',
      inputSchema: quoteInput,
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    async (args, ctx) => {
      const who = principalOf(ctx);
      requireScope(who, 'freight:quote');
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'rate_choice');

      if (!choice) {
        const rates = await fetchRates({
          origin: args.originZip,
          destination: args.destZip,
          weightKg: args.weightKg,
          pallets: args.pallets,
          service: args.serviceLevel,
        });
        if (rates.length === 0) {
          return { content: [{ type: 'text', text: 'No carrier offered a rate for this lane.' }] };
        }
        const draft: QuoteDraft = {
          lane: { originZip: args.originZip, destZip: args.destZip, weightKg: args.weightKg, pallets: args.pallets },
          rates: rates.slice(0, 10),
          requestedAt: new Date().toISOString(),
        };
        return inputRequired({
          inputRequests: {
            rate_choice: inputRequired.elicit({
              message: `Rates for ${args.originZip} → ${args.destZip} (${args.pallets} pallets, ${args.weightKg} kg):\n${describeRates(draft)}\nWhich option should be saved?`,
              requestedSchema: {
                type: 'object',
                properties: { option: { type: 'integer', minimum: 1, maximum: draft.rates.length, title: 'Option number' } },
                required: ['option'],
              },
            }),
          },
          requestState: toWire(QuoteDraftSchema, draft), // expect: require-sealed-state
        });
      }

      const draft = fromWire(QuoteDraftSchema, ctx.mcpReq.requestState()); // expect: require-sealed-state
      const { option } = RateChoiceSchema.parse(choice);
      const rate = draft.rates[option - 1];
      if (!rate) {
        return { isError: true, content: [{ type: 'text', text: `Option ${option} was not offered.` }] };
      }

      const saved = await insertQuote({
        orgId: who.orgId,
        userId: who.userId,
        lane: draft.lane,
        rate,
        validMinutes: config.quoteValidityMinutes,
      });

      return {
        content: [
          {
            type: 'text',
            text: `Saved quote ${saved.id}: ${rate.carrier} ${rate.service} at ${money(rate.totalCents, rate.currency)}, valid until ${saved.valid_until.toISOString()}.`,
          },
        ],
        structuredContent: { quoteId: saved.id, carrier: rate.carrier, totalCents: rate.totalCents, currency: rate.currency },
      };
    },
  );
}
