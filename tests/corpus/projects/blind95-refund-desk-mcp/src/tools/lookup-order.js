// Tool lookup_order: read-only view of an order and which of its lines were already refunded.
const { orders } = require('../backends');
const { textResult, errorResult } = require('../mrtr');
const { formatMoney } = require('../refund-machine');

const definition = {
  name: 'lookup_order',
  description: 'Show an order by id, or the latest orders of a customer by email.',
  inputSchema: {
    type: 'object',
    properties: { orderId: { type: 'string' }, customerEmail: { type: 'string', format: 'email' } },
  },
  annotations: { readOnlyHint: true },
};

function describe(order) {
  const lines = order.lines.map(
    (line) =>
      `  ${line.id}  ${line.quantity} × ${line.title}  ${formatMoney(line.unitPriceCents * line.quantity, order.currency)}` +
      (line.refunded ? '  (refunded)' : ''),
  );
  return [`Order ${order.number} (${order.id}) — ${order.status}, placed ${order.placedAt}`, ...lines].join('\n');
}

async function handle(request) {
  const args = request.params.arguments || {};
  if (args.orderId) {
    const order = await orders.getOrder(args.orderId);
    return order ? textResult(describe(order)) : errorResult(`Order ${args.orderId} was not found.`);
  }
  if (args.customerEmail) {
    const found = await orders.searchByEmail(args.customerEmail);
    return textResult(found.length ? found.map(describe).join('\n\n') : 'No orders for that customer.');
  }
  return errorResult('Give an orderId or a customerEmail.');
}

module.exports = { definition, handle };
