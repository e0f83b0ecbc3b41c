import { randomUUID } from 'node:crypto';
import { savePendingTransfer, takePendingTransfer, binContents, moveStock } from '../db.js';
import { inputRequired, text, toolError, refused, confirmRequest, confirmed } from '../results.js';

const TOOL = 'transfer_stock';
const PENDING_MS = 5 * 60 * 1000;

export const definition = {
  name: TOOL,
  title: 'Transfer stock between bins',
  description: 'Move a quantity of one SKU from one bin to another in the same warehouse.',
  inputSchema: {
    type: 'object',
    properties: {
      warehouse: { type: 'string' },
      sku: { type: 'string' },
      fromBin: { type: 'string' },
      toBin: { type: 'string' },
      qty: { type: 'integer', minimum: 1 },
    },
    required: ['warehouse', 'sku', 'fromBin', 'toBin', 'qty'],
  },
  annotations: { destructiveHint: true },
};

const sameMove = (a, b) =>
  a.warehouse === b.warehouse && a.sku === b.sku && a.fromBin === b.fromBin && a.toBin === b.toBin && Number(a.qty) === Number(b.qty);

async function call(params, caller) {
  const { warehouse, sku, fromBin, toBin, qty } = params.arguments ?? {};
  const move = { warehouse, sku, fromBin, toBin, qty };

  if (!params.requestState) {
    const stock = await binContents(warehouse, fromBin);
    const line = stock.find((s) => s.sku === sku);
    if (!line || line.qty < qty) return toolError(`Bin ${fromBin} holds ${line ? line.qty : 0} of ${sku}.`);

    // The state we hand out is only a random handle; the move itself stays in Postgres, bound
    // to this user, this tool and these exact arguments, for 5 minutes, and can be used once.
    const handle = randomUUID();
    await savePendingTransfer(handle, { userId: caller.userId, tool: TOOL, expiresAt: new Date(Date.now() + PENDING_MS), move });
    return inputRequired({ confirm: confirmRequest(`Move ${qty} × ${sku} from ${fromBin} to ${toBin} (${warehouse})?`) }, handle);
  }

  const pending = await takePendingTransfer(String(params.requestState), caller.userId);
  if (!pending) return refused('unknown');
  if (pending.userId !== caller.userId) return refused('user');
  if (pending.tool !== TOOL) return refused('tool');
  if (pending.expiresAt <= Date.now()) return refused('expired');
  if (!sameMove(pending.move, move)) return refused('args');
  if (!confirmed(params.inputResponses)) return text('Nothing moved.');

  const moved = await moveStock(pending.move, caller.userId);
  return text(`Moved ${moved} × ${pending.move.sku} to ${pending.move.toBin}.`);
}

export default { definition, scope: 'bins:write', call };
