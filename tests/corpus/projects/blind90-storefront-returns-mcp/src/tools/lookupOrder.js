// lookup_order tool: shows an order, its lines and what is still refundable, for orders in the agent's stores.
import { z } from 'zod';
import orders from '../orders.js';
import { agentStores } from '../auth.js';
import { text, toolError, euros } from '../rounds.js';

var tool = {};

tool.name = 'lookup_order';

tool.config = {
  description: 'Look up an order by id: status, lines and the amount that can still be refunded.',
  inputSchema: { orderId: z.string().uuid() },
  annotations: { readOnlyHint: true }
};

tool.handler = function (args, ctx) {
  return orders.find(args.orderId).then(function (order) {
    if (!order || agentStores(ctx).indexOf(String(order.store_id)) === -1) return toolError('No such order in your stores.');
    return orders.lines(order.id).then(function (lines) {
      var out = [
        'Order ' + order.number + ' (' + order.status + '), placed ' + new Date(order.placed_at).toISOString().slice(0, 10),
        'Total ' + euros(order.total_cents) + ', refunded so far ' + euros(order.refunded_cents)
      ];
      lines.forEach(function (line) {
        out.push('  line ' + line.id + ': ' + line.quantity + ' x ' + line.title + ' (' + line.sku + ') at ' + euros(line.unit_cents));
      });
      return text.apply(null, out);
    });
  });
};

export default tool;
