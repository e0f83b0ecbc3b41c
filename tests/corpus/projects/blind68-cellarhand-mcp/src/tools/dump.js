import { db } from '../db.js';
import { openRound, sealRound, StateRejected } from '../state/token.js';
import { askForm, failure, refused, text, userOf } from './common.js';

export const dumpTool = {
  name: 'dump_batch',
  title: 'Dump a batch',
  description: 'Send a batch down the drain (infection, stuck fermentation). Cannot be undone.',
  inputSchema: {
    type: 'object',
    properties: {
      batchId: { type: 'string' },
      reason: { type: 'string', description: 'Why the batch is dumped; goes into the cellar log' },
    },
    required: ['batchId', 'reason'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },
};

export async function dumpBatch(params, extra) {
  const userId = userOf(extra);
  const { batchId, reason } = params.arguments ?? {};
  const batch = db.batches.get(batchId);
  if (!batch) return failure(`Unknown batch ${batchId}.`);
  if (batch.status === 'dumped') return text(`${batch.name} was already dumped.`);

  if (!params.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: askForm('confirm', `Dump ${batch.name} (${batch.volumeL} L in ${batch.tank})? Reason: ${reason}`, {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Yes, dump it' } },
        required: ['confirm'],
      }),
      requestState: sealRound({ batchId, reason }, { userId, tool: dumpTool.name }),
    };
  }

  let confirmed;
  try {
    confirmed = openRound(params.requestState, { userId, tool: dumpTool.name });
  } catch (err) {
    if (err instanceof StateRejected) return refused(err.reason);
    throw err;
  }
  if (confirmed.batchId !== batchId) return refused('arguments changed');

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Kept the batch.');

  const changed = db.batches.markDumped(confirmed.batchId, { by: userId, reason: confirmed.reason });
  return text(changed ? `${batch.name} dumped and logged.` : `${batch.name} was already dumped.`);
}
