import type { Deps, ToolArgs, ToolContext, ToolResult } from '../main.ts';

export const TRANSFER_TOOL = {
  name: 'transfer_stock',
  description: 'Move a quantity of one SKU from one bin to another',
  annotations: { destructiveHint: true },
  inputSchema: {
    type: 'object',
    properties: {
      sku: { type: 'string' },
      fromBin: { type: 'string' },
      toBin: { type: 'string' },
      qty: { type: 'integer', minimum: 1 },
    },
    required: ['sku', 'fromBin', 'toBin', 'qty'],
  },
} as const;

export function makeTransfer(deps: Deps) {
  const { erp, envelope } = deps;

  return async function transfer(args: ToolArgs, ctx: ToolContext): Promise<ToolResult> {
    const sku = String(args.sku);
    const fromBin = String(args.fromBin);
    const toBin = String(args.toBin);
    const qty = Number(args.qty);
    if (!Number.isInteger(qty) || qty < 1 || fromBin === toBin) {
      return ctx.fail('Give a positive whole quantity and two different bins.');
    }

    if (!ctx.requestState) {
      const stock = await erp.stockInBin(fromBin);
      const line = stock.find((s) => s.sku === sku);
      if (!line || line.onHand < qty) {
        return ctx.fail(`Only ${line?.onHand ?? 0} of ${sku} in ${fromBin}.`);
      }
      const session = await erp.openSession(ctx.operator);
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Move ${qty} × ${sku} from ${fromBin} to ${toBin}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            },
          },
        },
        requestState: envelope.seal({
          operator: ctx.operator,
          tool: TRANSFER_TOOL.name,
          move: { sku, fromBin, toBin, qty },
          erpSession: session.token, // expect: no-secrets-in-state
        }),
      };
    }

    const state = envelope.open(ctx.requestState);
    const move = state.move as { sku: string; fromBin: string; toBin: string; qty: number } | undefined;
    if (state.operator !== ctx.operator || state.tool !== TRANSFER_TOOL.name || !move) {
      return ctx.fail('Invalid or expired requestState');
    }
    if (move.sku !== sku || move.fromBin !== fromBin || move.toBin !== toBin || move.qty !== qty) {
      return ctx.fail('The confirmation was for a different transfer.');
    }
    if (ctx.inputResponses?.confirm?.action !== 'accept' || ctx.inputResponses.confirm.content?.confirm !== true) {
      return ctx.ok('Transfer not confirmed.');
    }

    const { movementId } = await erp.transfer(String(state.erpSession), move);
    return ctx.ok(`Movement ${movementId} booked.`);
  };
}
