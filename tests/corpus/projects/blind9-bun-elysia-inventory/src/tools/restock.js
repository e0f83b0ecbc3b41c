import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { userIdOf } from '../state.js';

const NAME = 'restock_item';
const SHOW_MORE = '__more__';

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const fail = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

export default function restock({ codecFor, supplier, inventory }) {
  const codec = codecFor(NAME);

  async function askForOffer(sku, quantity, pageToken, ctx) {
    const page = await supplier.listOffers(sku, { quantity, pageToken });
    if (page.offers.length === 0) return text(`No supplier currently offers ${sku}.`);

    const choices = page.offers.map((o) => ({
      const: o.id,
      title: `${o.vendor} — ${o.unitPrice} ${o.currency}/unit, ${o.leadDays} day(s)`,
    }));
    if (page.nextPageToken) choices.push({ const: SHOW_MORE, title: 'Show more offers…' });

    return inputRequired({
      inputRequests: {
        offer: inputRequired.elicit({
          message: `Choose a supplier for ${quantity} × ${sku}`,
          requestedSchema: {
            type: 'object',
            properties: { offer: { type: 'string', oneOf: choices } },
            required: ['offer'],
          },
        }),
      },
      requestState: await codec.mint(
        { sku, quantity, offerIds: page.offers.map((o) => o.id), nextPageToken: page.nextPageToken },
        ctx,
      ),
    });
  }

  return {
    name: NAME,
    config: {
      description: 'Order more stock of a SKU from one of the supplier offers the user picks.',
      inputSchema: {
        sku: z.string().regex(/^SKU-\d{6}$/),
        quantity: z.number().int().positive().max(10_000),
      },
    },

    async handler({ sku, quantity }, ctx) {
      const requestedBy = userIdOf(ctx);
      const raw = ctx.mcpReq.requestState();
      if (!raw) return askForOffer(sku, quantity, undefined, ctx);

      let state;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return fail('This request expired or is not valid any more; please start again.');
      }
      if (state.sku !== sku || state.quantity !== quantity) {
        return fail('The order changed between rounds; please start again.');
      }

      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'offer');
      if (!choice) return text('Restock cancelled.');
      if (choice.offer === SHOW_MORE && state.nextPageToken) {
        return askForOffer(sku, quantity, state.nextPageToken, ctx);
      }
      if (!state.offerIds.includes(choice.offer)) return fail('That offer was not one of the choices.');

      const po = inventory.createPurchaseOrder({ sku, quantity, offerId: choice.offer, requestedBy });
      await supplier.placeOrder(po);
      return text(`Purchase order ${po.id} sent to the supplier.`);
    },
  };
}
