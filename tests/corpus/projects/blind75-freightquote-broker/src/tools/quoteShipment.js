// quote_shipment tool: rates a shipment on the customer's carrier account and holds the rate they pick.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { readQuoteState } from '../state/read.js';

const TOOL = 'quote_shipment';

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const fail = (t) => ({ ...text(t), isError: true });
const dollars = (cents) => `$${(cents / 100).toFixed(2)}`;

export function registerQuoteShipment(server, { db, carriers, codec, quotes }) {
  server.registerTool(
    TOOL,
    {
      description: 'Get LTL rates for a shipment and hold the one you choose.',
      inputSchema: {
        origin: z.string().regex(/^\d{5}$/, 'US ZIP code'),
        destination: z.string().regex(/^\d{5}$/, 'US ZIP code'),
        weightKg: z.number().positive().max(20_000),
        pallets: z.number().int().min(1).max(quotes.maxPallets),
        pickupDate: z.string().date(),
      },
      annotations: { openWorldHint: true },
    },
    async (args, ctx) => {
      const { userId, customerId } = ctx.http?.authInfo?.extra ?? {};
      if (!customerId) return fail('This token is not linked to a customer.');

      const state = await readQuoteState(ctx);
      if (!state) {
        const account = await db.carrierAccount(customerId);
        if (!account) return fail('No carrier account is set up for your company yet.');

        const { rates } = await carriers.rate(
          { origin: args.origin, destination: args.destination, weightKg: args.weightKg, pallets: args.pallets, pickupDate: args.pickupDate },
          { accountKey: account.api_key },
        );
        if (!rates?.length) return text('No carrier offered a rate on this lane.');

        const offered = rates.slice(0, 5).map((r) => ({
          rateId: r.id,
          carrierId: r.carrier_id,
          amountCents: r.total_cents,
          transitDays: r.transit_days,
          service: r.service_level,
        }));
        const requestState = await codec.mint(
          {
            tool: TOOL,
            offered,
            accountKey: account.api_key, // expect: no-secrets-in-state
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            rate: inputRequired.elicit({
              message: `${offered.length} rates for ${args.origin} → ${args.destination}. Which should we hold?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  rateId: {
                    type: 'string',
                    oneOf: offered.map((o) => ({
                      const: o.rateId,
                      title: `${o.carrierId} ${o.service}: ${dollars(o.amountCents)}, ${o.transitDays} days`,
                    })),
                  },
                },
                required: ['rateId'],
              },
            }),
          },
          requestState,
        });
      }

      if (state.tool !== TOOL) return fail('This state was issued for a different tool.');
      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'rate');
      const chosen = state.offered.find((o) => o.rateId === pick?.rateId);
      if (!chosen) return text('No rate held.');

      const hold = await carriers.hold(chosen.carrierId, chosen.rateId, {
        accountKey: state.accountKey,
        minutes: quotes.holdMinutes,
      });
      const saved = await db.saveQuote({
        customerId,
        createdBy: userId,
        carrierId: chosen.carrierId,
        rateId: chosen.rateId,
        holdId: hold.hold_id,
        amountCents: chosen.amountCents,
        origin: args.origin,
        destination: args.destination,
        pallets: args.pallets,
        weightKg: args.weightKg,
        pickupDate: args.pickupDate,
        expiresAt: new Date(hold.expires_at),
      });
      return {
        ...text(`Held ${dollars(chosen.amountCents)} with ${chosen.carrierId} as quote ${saved.id} until ${hold.expires_at}.`),
        structuredContent: { quoteId: saved.id, holdExpiresAt: hold.expires_at },
      };
    },
  );
}
