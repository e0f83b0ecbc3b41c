// cycle_count: blind count of a zone in batches of bins over several rounds, then posts the variances.
// @ts-nocheck
import { z } from 'zod';
import { binsInZone, systemQuantities, postCountAdjustments } from '../db.js';
import { advance, sealFlow, openFlow, incomingState, answer, ask, form, refused, userOf, FlowRejected } from '../flow.js';

const TOOL = 'cycle_count';
const BATCH = 6;

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function countForm(batch: Array<{ id: string; code: string; sku: string }>, index: number, total: number) {
  const properties = Object.fromEntries(
    batch.map((b) => [`qty_${b.id}`, { type: 'integer', minimum: 0, title: `${b.code} · ${b.sku}` }]),
  );
  return form(`Count batch ${index + 1} of ${total}: enter what you see on the shelf.`, properties);
}

export function registerCycleCount(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Run a blind cycle count of one zone and post the differences to stock.',
      inputSchema: { warehouseId: z.string(), zone: z.string().max(8) },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const userId = userOf(extra);
      const warehouses: string[] = extra.authInfo?.extra?.warehouses ?? [];
      if (!warehouses.includes(args.warehouseId)) return refused('You have no access to that warehouse.');
      const bind = { tool: TOOL, userId, args };
      const raw = incomingState(extra);

      if (!raw) {
        const bins = await binsInZone(args.warehouseId, args.zone);
        if (bins.length === 0) return refused('That zone has no active bins.');
        const batches = chunk(bins, BATCH);
        const flow = advance(undefined, 'count', { batches, batchIndex: 0, counts: {} });
        return ask('Counting started.', { count: countForm(batches[0], 0, batches.length) }, sealFlow(bind, flow));
      }

      let flow;
      try {
        flow = openFlow(raw, bind);
      } catch (err) {
        if (err instanceof FlowRejected) return refused(`Count session rejected: ${err.message}`);
        throw err;
      }

      if (flow.step === 'count') {
        const batch = flow.data.batches[flow.data.batchIndex];
        const entered = answer(extra, 'count');
        if (!entered) return refused('Count abandoned.');
        const counts = { ...flow.data.counts };
        for (const bin of batch) {
          const qty = entered[`qty_${bin.id}`];
          if (!Number.isInteger(qty) || qty < 0) return refused(`Missing count for ${bin.code}.`);
          counts[`${bin.id}|${bin.sku}`] = qty;
        }
        const nextIndex = flow.data.batchIndex + 1;
        if (nextIndex < flow.data.batches.length) {
          const next = advance(flow, 'count', { counts, batchIndex: nextIndex });
          next.completed[next.completed.length - 1] = `batch-${flow.data.batchIndex + 1}`;
          return ask(
            `Batch ${nextIndex} saved.`,
            { count: countForm(flow.data.batches[nextIndex], nextIndex, flow.data.batches.length) },
            sealFlow(bind, next),
          );
        }
        const allBins = flow.data.batches.flat().map((b) => b.id);
        const system = await systemQuantities(allBins);
        const variances = system
          .map((row) => ({ binId: row.bin_id, sku: row.sku, delta: (counts[`${row.bin_id}|${row.sku}`] ?? row.qty) - row.qty }))
          .filter((v) => v.delta !== 0);
        const next = advance(flow, 'review', { counts, variances });
        const summary = variances.length ? variances.map((v) => `${v.sku}@${v.binId}: ${v.delta > 0 ? '+' : ''}${v.delta}`).join(', ') : 'no differences';
        return ask(
          'All batches counted.',
          { post: form(`Post ${variances.length} adjustments (${summary})?`, { post: { type: 'boolean' } }) },
          sealFlow(bind, next),
        );
      }

      if (flow.step === 'review') {
        const confirmed = answer(extra, 'post');
        if (!confirmed?.post) return { content: [{ type: 'text', text: 'Count kept as a draft; nothing posted.' }] };
        await postCountAdjustments(args.warehouseId, userId, flow.data.variances);
        const done = advance(flow, 'posted');
        return {
          content: [{ type: 'text', text: `Posted ${flow.data.variances.length} adjustments after ${done.completed.length} steps.` }],
        };
      }

      return refused('Unknown count step.');
    },
  );
}
