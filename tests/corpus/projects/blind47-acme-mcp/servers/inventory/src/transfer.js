import { RoundError, openRound, sealRound } from '@acme/mcp-core/state';
import { answerOf, elicitForm, needsInput, textResult, toolError } from '@acme/mcp-core/results';

export const TRANSFER_TOOL = {
  name: 'transfer_stock',
  description: 'Move stock of one SKU between two warehouses. Shows the effect and asks for confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      sku: { type: 'string' },
      from: { type: 'string', description: 'Source warehouse code' },
      to: { type: 'string', description: 'Destination warehouse code' },
      quantity: { type: 'integer', minimum: 1 },
    },
    required: ['sku', 'from', 'to', 'quantity'],
  },
  annotations: { destructiveHint: true },
};

/**
 * @param {{ arguments: { sku: string, from: string, to: string, quantity: number }, requestState?: string, inputResponses?: object }} params
 * @param {string} who
 * @param {import('./index.js').Stock} stock
 */
export async function transferStock(params, who, stock) {
  if (!params.requestState) {
    const { sku, from, to, quantity } = params.arguments;
    const available = stock.level(sku, from);
    if (available < quantity) return toolError(`${from} only has ${available} of ${sku}.`);
    const confirm = elicitForm(`Move ${quantity} × ${sku} from ${from} (${available} on hand) to ${to}?`, {
      confirm: { type: 'boolean' },
    });
    // the retry acts on this sealed copy of the arguments, not on whatever it is called with
    return needsInput({ confirm }, sealRound({ sku, from, to, quantity }, who, TRANSFER_TOOL.name));
  }

  let order;
  try {
    order = openRound(params.requestState, who, TRANSFER_TOOL.name);
  } catch (err) {
    if (err instanceof RoundError) return toolError(`Transfer refused (${err.reason}). Ask again.`);
    throw err;
  }
  if (answerOf(params.inputResponses, 'confirm')?.confirm !== true) return textResult('Transfer cancelled.');

  stock.move(order.sku, order.from, order.to, order.quantity, who);
  return textResult(`Moved ${order.quantity} × ${order.sku} from ${order.from} to ${order.to}.`);
}
