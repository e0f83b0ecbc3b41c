import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { digestOf } from '../crypto/state-box.js';
import { refused, STALE, text, wms, yesNo, type BinLine, type PickerTool } from './shared.js';

type AdjustArgs = { binId: string; sku: string; delta: number; reasonCode: string };

export const adjustInventory: PickerTool<AdjustArgs, { before: number }> = {
  name: 'adjust_inventory',
  description: 'Add or remove units of a SKU in a bin (damage, found stock, write-off)',
  input: {
    binId: z.string(),
    sku: z.string(),
    delta: z.number().int().refine((n) => n !== 0, 'delta must not be 0'),
    reasonCode: z.enum(['DAMAGED', 'FOUND', 'WRITE_OFF', 'RECOUNT']),
  },
  destructive: true,
  async run(args, ctx, kit) {
    const token = ctx.mcpReq.requestState();
    if (token === undefined) {
      const bin = await wms.bin(args.binId);
      const before = bin.lines.find((l) => l.sku === args.sku)?.quantity ?? 0;
      if (before + args.delta < 0) return refused(`Bin ${args.binId} holds only ${before} of ${args.sku}.`);
      return inputRequired({
        inputRequests: {
          confirm: yesNo(`${args.sku} in ${args.binId}: ${before} → ${before + args.delta} (${args.reasonCode})?`),
        },
        requestState: kit.seal({ before }),
      });
    }

    const opened = kit.open(token);
    if (!opened.ok) return refused(STALE);
    if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) return text('No change.');
    const { quantity } = await wms.adjust(args.binId, args.sku, args.delta, args.reasonCode, kit.caller);
    return text(`${args.sku} in ${args.binId}: ${opened.state.before} → ${quantity}.`);
  },
};

interface RecountState {
  skus: string[];
  /** Digest of what the bin held when the count started; a move in the meantime voids the count. */
  snapshotDigest: string;
}

export const recountBin: PickerTool<{ binId: string }, RecountState> = {
  name: 'recount_bin',
  description: 'Cycle-count a bin: you enter what you find on the shelf',
  input: { binId: z.string() },
  async run({ binId }, ctx, kit) {
    const token = ctx.mcpReq.requestState();
    if (token === undefined) {
      const bin = await wms.bin(binId);
      const skus = bin.lines.map((l) => l.sku);
      return inputRequired({
        inputRequests: {
          counts: inputRequired.elicit({
            message: `Count bin ${binId} (do not look at the system quantities)`,
            requestedSchema: {
              type: 'object',
              properties: Object.fromEntries(skus.map((sku) => [sku, { type: 'integer', minimum: 0, title: sku }])),
              required: skus,
            },
          }),
        },
        requestState: kit.seal({ skus, snapshotDigest: digestOf(bin.lines) }),
      });
    }

    const opened = kit.open(token);
    if (!opened.ok) return refused(STALE);
    const counts = acceptedContent<Record<string, number>>(ctx.mcpReq.inputResponses, 'counts');
    if (!counts) return text('Count abandoned.');
    const current = await wms.bin(binId);
    if (digestOf(current.lines) !== opened.state.snapshotDigest) {
      return refused(`Stock moved in ${binId} while you were counting; start the count again.`);
    }
    const counted: BinLine[] = opened.state.skus.map((sku) => ({ sku, quantity: Number(counts[sku] ?? 0) }));
    const { variance } = await wms.recount(binId, counted, kit.caller);
    return text(variance === 0 ? 'Count matches.' : `Recorded; variance ${variance} units.`);
  },
};

type TransferArgs = { sku: string; fromBin: string; toBin: string; quantity: number };

export const transferStock: PickerTool<TransferArgs, { available: number }> = {
  name: 'transfer_stock',
  description: 'Move units of a SKU from one bin to another',
  input: { sku: z.string(), fromBin: z.string(), toBin: z.string(), quantity: z.number().int().positive() },
  destructive: true,
  async run(args, ctx, kit) {
    const token = ctx.mcpReq.requestState();
    if (token === undefined) {
      const from = await wms.bin(args.fromBin);
      const available = from.lines.find((l) => l.sku === args.sku)?.quantity ?? 0;
      if (available < args.quantity) return refused(`${args.fromBin} holds only ${available} of ${args.sku}.`);
      return inputRequired({
        inputRequests: { confirm: yesNo(`Move ${args.quantity} × ${args.sku} from ${args.fromBin} to ${args.toBin}?`) },
        requestState: kit.seal({ available }),
      });
    }

    const opened = kit.open(token);
    if (!opened.ok) return refused(STALE);
    if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) return text('Nothing moved.');
    const { moveId } = await wms.transfer(args.sku, args.fromBin, args.toBin, args.quantity, kit.caller);
    return text(`Moved (${moveId}); ${opened.state.available - args.quantity} left in ${args.fromBin}.`);
  },
};
