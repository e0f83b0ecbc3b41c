// create_pick_list: shops carrier rates for a released order, lets the picker choose one and buys the label.
// @ts-nocheck
import { z } from 'zod';
import { orderForPicking, createPickList, saveDraft, claimDraft } from '../db.js';
import { shopRates, buyLabel } from '../carrier.js';
import { advance, sealFlow, openFlow, incomingState, answer, ask, form, refused, userOf, FlowRejected } from '../flow.js';

const TOOL = 'create_pick_list';

export function registerPickList(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Create a pick list for a released order and buy its shipping label.',
      inputSchema: { orderId: z.string() },
    },
    async ({ orderId }, extra) => {
      const userId = userOf(extra);
      const warehouses: string[] = extra.authInfo?.extra?.warehouses ?? [];
      const raw = incomingState(extra);

      if (!raw) {
        const order = await orderForPicking(orderId, warehouses);
        if (!order) return refused('That order is not released in your warehouses.');
        const rates = await shopRates({ shipTo: order.ship_to, weightGrams: order.weight_grams, dimsCm: order.dims_cm });
        if (rates.length === 0) return refused('No carrier service covers this destination.');
        const draftId = await saveDraft(userId, { orderId, rates });
        const flow = advance(undefined, 'rate', { orderId, draftId, rateIds: rates.map((r) => r.id) });
        return ask(
          'Choose a shipping service.',
          {
            rate: form('Which service?', {
              rateId: {
                type: 'string',
                enum: rates.map((r) => r.id),
                enumNames: rates.map((r) => `${r.service} — ${(r.amountCents / 100).toFixed(2)} (${r.etaDays} d)`),
              },
            }),
          },
          sealFlow({ tool: TOOL, userId }, flow),
        );
      }

      let flow;
      try {
        flow = openFlow(raw, { tool: TOOL, userId });
      } catch (err) {
        if (err instanceof FlowRejected) return refused(`Pick-list session rejected: ${err.message}`);
        throw err;
      }
      if (flow.step !== 'rate' || flow.data.orderId !== orderId) return refused('This session belongs to another order.');
      const chosen = answer<{ rateId: string }>(extra, 'rate');
      if (!chosen || !flow.data.rateIds.includes(chosen.rateId)) return refused('Choose one of the offered services.');
      const draft = await claimDraft(flow.data.draftId, userId);
      if (!draft || draft.orderId !== orderId) return refused('The rate quotes expired; run the tool again.');
      const rate = draft.rates.find((r) => r.id === chosen.rateId);
      const label = await buyLabel(rate.id, rate.purchaseToken);
      const pickListId = await createPickList(orderId, label, userId);
      const done = advance(flow, 'labelled', { pickListId });
      return {
        content: [{ type: 'text', text: `Pick list ${pickListId} created; tracking ${label.trackingNumber} (${done.completed.join(', ')}).` }],
      };
    },
  );
}
