import { db } from '../db.js';
import { decodeWizard, encodeWizard } from '../state/wizard.js';
import { askForm, failure, text, userOf } from './common.js';

export const tastingTool = {
  name: 'log_tasting',
  title: 'Log a tasting',
  description: 'Walk a taster through a BJCP-style score sheet for one batch and file it.',
  inputSchema: {
    type: 'object',
    properties: { batchId: { type: 'string' } },
    required: ['batchId'],
  },
};

const score = (max) => ({ type: 'integer', minimum: 0, maximum: max });

const SHEET = [
  { key: 'aroma', prompt: 'Aroma (malt, hops, esters, off-flavours)', schema: { notes: { type: 'string' }, aroma: score(12) } },
  { key: 'appearance', prompt: 'Appearance (colour, clarity, head)', schema: { notes: { type: 'string' }, appearance: score(3) } },
  { key: 'flavor', prompt: 'Flavour and mouthfeel', schema: { notes: { type: 'string' }, flavor: score(20), mouthfeel: score(5) } },
  { key: 'overall', prompt: 'Overall impression', schema: { notes: { type: 'string' }, overall: score(10) } },
];

export async function logTasting(params, extra) {
  const taster = userOf(extra);
  const wizard = decodeWizard(params.requestState) ?? { batchId: params.arguments.batchId, stage: 0, scores: {} }; // expect: require-sealed-state

  const batch = db.batches.get(wizard.batchId);
  if (!batch) return failure(`Unknown batch ${wizard.batchId}.`);

  const answer = params.inputResponses?.[SHEET[wizard.stage]?.key];
  if (answer) {
    if (answer.action !== 'accept') return text('Tasting sheet discarded.');
    const { notes, ...points } = answer.content;
    wizard.scores = { ...wizard.scores, ...points };
    if (notes) wizard.notes = [...(wizard.notes ?? []), `${SHEET[wizard.stage].key}: ${notes}`];
    wizard.stage += 1;
  }

  if (wizard.stage >= SHEET.length) {
    const total = Object.values(wizard.scores).reduce((sum, n) => sum + Number(n || 0), 0);
    const row = db.tastings.insert({ batchId: wizard.batchId, taster, scores: { ...wizard.scores, total, notes: wizard.notes } });
    return text(`Filed tasting #${row.id} for ${batch.name}: ${total}/50.`);
  }

  const step = SHEET[wizard.stage];
  return {
    resultType: 'input_required',
    inputRequests: askForm(step.key, `${batch.name} (${batch.style}): ${step.prompt}`, {
      type: 'object',
      properties: step.schema,
    }),
    requestState: encodeWizard(wizard), // expect: require-sealed-state
  };
}
