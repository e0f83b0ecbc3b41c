// create_return tool: quotes a return label, lets the agent pick reason and service, then buys the label and opens an RMA.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { seal, open } from '../security/envelope.js';
import { putQuote, takeQuote } from '../store/quotes.js';
import { getOrder, createRma } from '../integrations/orders.js';
import { quoteReturn, buyLabel } from '../integrations/carrier.js';
import { settings } from '../settings.js';
import { roundOf, askFor, answer, agentOf, refusal } from '../mcp/rounds.js';

const TOOL = 'create_return';
const DAY_MS = 86_400_000;
const REASONS = ['damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'late_delivery'];
const CONDITIONS = ['unopened', 'opened_unused', 'used', 'defective'];

export function registerCreateReturn(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Start a customer return for some lines of an order and buy a prepaid return label.',
      inputSchema: {
        orderId: z.string().min(6),
        skus: z.array(z.string().min(1)).min(1).max(20),
      },
    },
    async (args, extra) => {
      const agent = agentOf(extra);
      if (!agent.userId) return refusal('Not signed in.');
      const { state, responses } = roundOf(extra);
      const binding = { sub: agent.userId, tool: TOOL, args };

      if (state) {
        const payload = open(state, binding);
        if (!payload) return refusal('This return request expired or does not match the call. Start again.');
        const picked = answer(responses, 'return_details');
        if (!picked) return { content: [{ type: 'text', text: 'No label bought; nothing changed.' }] };

        const quote = await takeQuote(payload.quoteHandle, agent.userId);
        if (!quote) return refusal('The label quote has expired; start again.');
        const option = quote.options.find((o) => o.service === picked.service);
        if (!option) return refusal('That shipping option was not offered.');

        const label = await buyLabel(option.rateToken, `${args.orderId}:${payload.nonce}`);
        const rma = await createRma(args.orderId, {
          skus: args.skus,
          reason: picked.reason,
          condition: picked.condition,
          carrierService: option.service,
          trackingNumber: label.trackingNumber,
          createdBy: agent.userId,
        });
        return {
          content: [{ type: 'text', text: `RMA ${rma.id} opened. Label: ${label.labelUrl} (tracking ${label.trackingNumber}).` }],
          structuredContent: { rmaId: rma.id, labelUrl: label.labelUrl, trackingNumber: label.trackingNumber },
        };
      }

      const order = await getOrder(args.orderId);
      if (!order) return refusal(`Order ${args.orderId} not found.`);
      if (!order.deliveredAt || Date.now() - Date.parse(order.deliveredAt) > settings.returnWindowDays * DAY_MS) {
        return refusal(`Order ${order.number} is outside the ${settings.returnWindowDays}-day return window.`);
      }
      const lines = order.lines.filter((line) => args.skus.includes(line.sku));
      if (lines.length !== new Set(args.skus).size) return refusal('Some SKUs are not on this order.');

      const weightGrams = lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
      const options = await quoteReturn(order.shippingAddress, agent.warehouse ?? order.fulfilledFrom, { weightGrams });
      if (options.length === 0) return refusal('The carrier offered no return services for this address.');

      const quoteHandle = await putQuote(agent.userId, { orderId: order.id, options });
      const requestState = seal({ quoteHandle, nonce: randomUUID() }, binding);
      return askFor(
        'return_details',
        `Return ${lines.length} line(s) from order ${order.number} (${order.customer.name}).`,
        {
          reason: { type: 'string', title: 'Return reason', enum: REASONS },
          condition: { type: 'string', title: 'Item condition', enum: CONDITIONS },
          service: {
            type: 'string',
            title: 'Label service',
            enum: options.map((o) => o.service),
            enumNames: options.map((o) => `${o.label} — $${(o.priceCents / 100).toFixed(2)}`),
          },
        },
        requestState,
      );
    },
  );
}
