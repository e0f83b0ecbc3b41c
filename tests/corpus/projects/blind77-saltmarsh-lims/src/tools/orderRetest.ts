// order_retest: orders a re-analysis of some analytes of a sample; the confirmed order goes to the retest worker via the queue.
// @ts-nocheck
import { sealState, openState } from '../crypto/sealedState.ts';
import { sampleFor, openRetests } from '../lims.ts';
import { enqueueRetest } from '../jobs/queue.ts';
import { form, needInput, stateOf, answerOf, analystOf, text, refusal } from '../mcp.ts';

const NAME = 'order_retest';

export const definition = {
  name: NAME,
  description: 'Order a retest of selected analytes of a sample in your lab. Rush retests jump the instrument queue.',
  inputSchema: {
    type: 'object',
    properties: {
      sampleId: { type: 'string', format: 'uuid' },
      analytes: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 12 },
    },
    required: ['sampleId', 'analytes'],
  },
};

export async function handle(request, extra) {
  const analyst = analystOf(extra);
  if (!analyst.roles.includes('analyst')) return refusal('Only analysts can order retests.');
  const { sampleId } = request.params.arguments;
  const analytes = [...new Set(request.params.arguments.analytes.map(String))].sort();

  const sample = await sampleFor(sampleId, analyst.labId);
  if (!sample) return refusal('No such sample in your lab.');
  const unknown = analytes.filter((a) => !sample.panel_analytes.includes(a));
  if (unknown.length) return refusal(`Not on this sample's panel: ${unknown.join(', ')}`);

  const raw = stateOf(request);
  if (!raw) {
    const busy = (await openRetests(sampleId)).map((r) => r.analyte);
    const clash = analytes.filter((a) => busy.includes(a));
    if (clash.length) return refusal(`Retests already queued for ${clash.join(', ')}.`);
    const sealed = await sealState(
      { sampleId, analytes, panelVersion: sample.panel_version },
      { userId: analyst.userId, tool: NAME },
    );
    return needInput(
      {
        details: form(`Retest ${analytes.join(', ')} on sample ${sample.code} (${sample.site_name})?`, {
          priority: { type: 'string', enum: ['routine', 'rush'], default: 'routine' },
          justification: { type: 'string', minLength: 10, maxLength: 500 },
        }),
      },
      sealed,
      'Give a priority and a justification for the retest.',
    );
  }

  const confirmed = await openState(raw, { userId: analyst.userId, tool: NAME });
  if (confirmed.sampleId !== sampleId || confirmed.analytes.join(',') !== analytes.join(',')) {
    return refusal('That answer was given for a different retest.');
  }
  const details = answerOf(request, 'details');
  if (!details) return text('No retest ordered.');
  const priority = details.priority === 'rush' ? 'rush' : 'routine';

  const job = await enqueueRetest({
    sealed: raw,
    userId: analyst.userId,
    sampleId,
    analytes,
    priority,
    justification: String(details.justification ?? '').slice(0, 500),
  });
  return text(`Retest of ${analytes.join(', ')} on ${sample.code} queued (${priority}, job ${job.id}).`);
}
