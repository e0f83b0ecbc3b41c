// write_off_stock: removes damaged or expired units from a bin after an explicit confirmation.
// @ts-nocheck
import { z } from 'zod';
import { stockAt, writeOff } from '../db.js';
import { advance, sealFlow, openFlow, incomingState, answer, ask, form, refused, userOf, FlowRejected } from '../flow.js';

const TOOL = 'write_off_stock';
const REASONS = ['damaged', 'expired', 'lost', 'quality_hold'];

export function registerWriteOffStock(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Write off units of a SKU from a bin (damaged, expired, lost).',
      inputSchema: {
        warehouseId: z.string(),
        binId: z.string(),
        sku: z.string(),
        qty: z.number().int().positive().max(10_000),
        reasonCode: z.enum(REASONS),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const userId = userOf(extra);
      const warehouses: string[] = extra.authInfo?.extra?.warehouses ?? [];
      if (!warehouses.includes(args.warehouseId)) return refused('You have no access to that warehouse.');
      const bind = { tool: TOOL, userId, args };
      const raw = incomingState(extra);

      if (!raw) {
        const stock = await stockAt(args.warehouseId, args.binId, args.sku);
        if (!stock || stock.qty < args.qty) return refused('Not enough stock in that bin.');
        const flow = advance(undefined, 'confirm', { binCode: stock.code, onHand: stock.qty });
        return ask(
          'Confirmation needed.',
          {
            confirm: form(`Write off ${args.qty} × ${args.sku} from ${stock.code} (${stock.qty} on hand) as ${args.reasonCode}?`, {
              confirm: { type: 'boolean' },
            }),
          },
          sealFlow(bind, flow),
        );
      }

      let flow;
      try {
        flow = openFlow(raw, bind);
      } catch (err) {
        if (err instanceof FlowRejected) return refused(`Confirmation rejected: ${err.message}`);
        throw err;
      }
      if (flow.step !== 'confirm' || !answer(extra, 'confirm')?.confirm) {
        return { content: [{ type: 'text', text: 'Nothing written off.' }] };
      }
      const written = await writeOff(args.warehouseId, args.binId, args.sku, args.qty, args.reasonCode, userId);
      if (written !== 1) return refused('Stock changed before the write-off; nothing done.');
      return { content: [{ type: 'text', text: `Wrote off ${args.qty} × ${args.sku} from ${flow.data.binCode}.` }] };
    },
  );
}
