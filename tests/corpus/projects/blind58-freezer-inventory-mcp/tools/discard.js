'use strict';

const { z } = require('zod');
const lims = require('../lib/lims');
const { sealState, openState } = require('../lib/state');

const NAME = 'discard_samples';

const definition = {
  name: NAME,
  description:
    'Permanently discard samples from a rack (consent withdrawn, expired, or failed QC). Needs a custodian, a confirmation and a named witness.',
  inputSchema: {
    type: 'object',
    properties: {
      rackId: { type: 'string' },
      sampleIds: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 96 },
      reason: { type: 'string', enum: ['consent_withdrawn', 'expired', 'qc_failed', 'damaged'] },
    },
    required: ['rackId', 'sampleIds', 'reason'],
  },
  annotations: { destructiveHint: true },
};

const Args = z.object({
  rackId: z.string().regex(/^R-\d{4}$/),
  sampleIds: z.array(z.string().regex(/^S\d{7}$/)).min(1).max(96),
  reason: z.enum(['consent_withdrawn', 'expired', 'qc_failed', 'damaged']),
});

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const error = (t) => ({ content: [{ type: 'text', text: t }], isError: true });

async function call(params, extra) {
  const args = Args.parse(params.arguments || {});
  const { userId, labRole } = extra.authInfo.extra;
  if (labRole !== 'custodian' && labRole !== 'manager') {
    return error('Only biobank custodians can discard samples.');
  }
  const binding = { userId, tool: NAME, args };

  if (!params.requestState) {
    const samples = await lims.getSamples(extra.authInfo.token, args.sampleIds);
    const elsewhere = samples.filter((s) => s.rackId !== args.rackId).map((s) => s.id);
    if (elsewhere.length) return error(`Not in rack ${args.rackId}: ${elsewhere.join(', ')}`);
    const onHold = samples.filter((s) => s.legalHold).map((s) => s.id);
    if (onHold.length) return error(`Under legal hold, cannot discard: ${onHold.join(', ')}`);

    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Permanently discard ${samples.length} sample(s) from rack ${args.rackId} (${args.reason.replace('_', ' ')})? This cannot be undone.`,
            requestedSchema: {
              type: 'object',
              properties: {
                confirm: { type: 'boolean', title: 'Discard them' },
                witness: { type: 'string', title: 'Witness (second custodian present)' },
              },
              required: ['confirm', 'witness'],
            },
          },
        },
      },
      requestState: sealState({ count: samples.length }, binding),
    };
  }

  const confirmed = openState(params.requestState, binding);
  if (!confirmed) return error('This confirmation expired or does not match the request. Ask again.');

  const answer = params.inputResponses && params.inputResponses.confirm;
  if (!answer || answer.action !== 'accept' || answer.content.confirm !== true) return text('Nothing was discarded.');
  const witness = String(answer.content.witness || '').trim();
  if (!witness) return error('A witness is required for every discard.');

  const result = await lims.discardSamples(extra.authInfo.token, {
    rackId: args.rackId,
    sampleIds: args.sampleIds,
    reason: args.reason,
    witness,
  });
  return text(`Discarded ${result.discarded} sample(s) from ${args.rackId}; witnessed by ${witness}. Audit id ${result.auditId}.`);
}

module.exports = { definition, call };
