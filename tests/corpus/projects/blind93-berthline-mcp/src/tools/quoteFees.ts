// Tool quote_berth_fees: prices a stay from the harbour tariff and stores the quote.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { principalOf } from '../auth.js';
import { membershipTier, tariffFor, saveQuote } from '../db.js';
import { berthClassFor, totalCents, formatMoney } from '../lib/fees.js';

const TOOL = 'quote_berth_fees';

export function registerQuoteFees(server, { config, sql }) {
  server.registerTool(
    TOOL,
    {
      description: 'Quote berth fees for a stay; the quote is held for 72 hours.',
      inputSchema: z.object({
        harbor: z.string().min(2),
        nights: z.number().int().min(1).max(90),
      }),
    },
    async (args, ctx) => {
      const who = principalOf(ctx);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const tier = await membershipTier(sql, who.operatorId);
        const draft = { harbor: args.harbor, nights: args.nights, tier, at: Date.now() };
        return inputRequired({
          inputRequests: {
            hull: inputRequired.elicit({
              message: 'What is the length overall of the vessel, in metres?',
              requestedSchema: {
                type: 'object',
                properties: { loa: { type: 'number', minimum: 3, maximum: 400 } },
                required: ['loa'],
              },
            }),
          },
          requestState: Buffer.from(JSON.stringify(draft)).toString('base64url'), // expect: require-sealed-state
        });
      }

      const draft = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')); // expect: require-sealed-state
      const hull = acceptedContent(ctx.mcpReq.inputResponses, 'hull');
      if (!hull) return { content: [{ type: 'text', text: 'No quote produced.' }] };

      const berthClass = berthClassFor(hull.loa);
      const tariff = await tariffFor(sql, draft.harbor, berthClass);
      if (!tariff) {
        return { isError: true, content: [{ type: 'text', text: `No published tariff for ${berthClass} in ${draft.harbor}.` }] };
      }

      const total = totalCents(tariff, hull.loa, draft.nights, draft.tier);
      const quote = await saveQuote(sql, {
        operator_id: who.operatorId,
        harbor: draft.harbor,
        berth_class: berthClass,
        nights: draft.nights,
        tier: draft.tier,
        total_cents: total,
        currency: config.tariffCurrency,
      });

      return {
        content: [{
          type: 'text',
          text: `Quote ${quote.id}: ${formatMoney(total, config.tariffCurrency)} for ${draft.nights} nights (${berthClass}), valid until ${quote.valid_until}.`,
        }],
        structuredContent: { quoteId: quote.id, totalCents: total, currency: config.tariffCurrency },
      };
    },
  );
}
