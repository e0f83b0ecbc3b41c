import type { Deps, ToolArgs, ToolContext, ToolResult } from '../main.ts';

export const RECOUNT_TOOL = {
  name: 'request_recount',
  description: 'Ask the picker to count every SKU in a bin and book the result',
  inputSchema: {
    type: 'object',
    properties: { bin: { type: 'string', pattern: '^[A-Z]\\d{2}-\\d{2}$' } },
    required: ['bin'],
  },
} as const;

const MAX_SKUS_PER_FORM = 20;

export function makeRecount(deps: Deps) {
  const { erp, envelope } = deps;

  return async function recount(args: ToolArgs, ctx: ToolContext): Promise<ToolResult> {
    if (!ctx.requestState) {
      const bin = String(args.bin);
      const stock = await erp.stockInBin(bin);
      if (stock.length === 0) return ctx.ok(`${bin} is empty; nothing to count.`);
      const skus = stock.slice(0, MAX_SKUS_PER_FORM).map((s) => s.sku);

      const properties: Record<string, unknown> = {};
      for (const sku of skus) properties[sku] = { type: 'integer', minimum: 0, title: sku };

      // Handhelds cap requestState at 1 KiB, so the count form uses the compact form.
      const requestState = envelope.plain({ operator: ctx.operator, bin, skus, tool: RECOUNT_TOOL.name });
      return {
        resultType: 'input_required',
        inputRequests: {
          counts: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Count bin ${bin} and enter what you find.`,
              requestedSchema: { type: 'object', properties, required: skus },
            },
          },
        },
        requestState, // expect-todo: require-sealed-state
      };
    }

    const state = envelope.open(ctx.requestState);
    if (state.tool !== RECOUNT_TOOL.name || state.operator !== ctx.operator) return ctx.fail('Invalid or expired requestState');
    const reply = ctx.inputResponses?.counts;
    if (reply?.action !== 'accept' || !reply.content) return ctx.ok('Recount skipped.');

    const counts: Record<string, number> = {};
    for (const sku of state.skus as string[]) {
      const n = Number(reply.content[sku]);
      if (!Number.isInteger(n) || n < 0) return ctx.fail(`Count for ${sku} must be a whole number.`);
      counts[sku] = n;
    }
    const { countId } = await erp.recordCount(ctx.operator, String(state.bin), counts);
    return ctx.ok(`Count ${countId} recorded for ${state.bin}.`);
  };
}
