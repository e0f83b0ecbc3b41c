'use strict';

const { z } = require('zod');
const lims = require('../lib/lims');
const { encodeProgress, decodeProgress } = require('../lib/wizard');

const NAME = 'relocate_samples';
const BOX_SLOTS = 81; // 9x9 cryoboxes

const definition = {
  name: NAME,
  description:
    'Move samples to another freezer at your site. Asks which freezer and shelf, shows the planned box positions, then commits the move in the LIMS.',
  inputSchema: {
    type: 'object',
    properties: {
      sampleIds: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 324 },
      reason: { type: 'string', description: 'Why the samples are moving (kept in the audit trail)' },
    },
    required: ['sampleIds', 'reason'],
  },
};

const Args = z.object({
  sampleIds: z.array(z.string().regex(/^S\d{7}$/)).min(1).max(324),
  reason: z.string().min(3).max(200),
});

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const error = (t) => ({ content: [{ type: 'text', text: t }], isError: true });

function ask(progress, inputRequests) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState: encodeProgress(progress), // expect: require-sealed-state
  };
}

function planMoves(sampleIds, freezer, shelf) {
  return sampleIds.map((sampleId, i) => ({
    sampleId,
    freezerId: freezer.id,
    shelf,
    box: freezer.nextFreeBox + Math.floor(i / BOX_SLOTS),
    position: (i % BOX_SLOTS) + 1,
  }));
}

async function call(params, extra) {
  const args = Args.parse(params.arguments || {});
  const accessToken = extra.authInfo.token;
  const progress = decodeProgress(params.requestState); // expect: require-sealed-state

  if (!progress) {
    const samples = await lims.getSamples(accessToken, args.sampleIds);
    const found = new Set(samples.map((s) => s.id));
    const missing = args.sampleIds.filter((id) => !found.has(id));
    if (missing.length) return error(`Not found or not visible to you: ${missing.join(', ')}`);

    const boxes = Math.ceil(args.sampleIds.length / BOX_SLOTS);
    const freezers = await lims.freezersWithSpace(accessToken, { site: extra.authInfo.extra.site, boxes });
    if (freezers.length === 0) return error(`No freezer at your site has ${boxes} free box(es).`);

    const batch = await lims.openBatch(accessToken, { sampleIds: args.sampleIds, reason: args.reason });
    return ask(
      {
        step: 'target',
        sampleIds: args.sampleIds,
        batch: {
          id: batch.batchId,
          token: batch.batchToken, // expect: no-secrets-in-state
        },
        freezers: freezers.map((f) => ({ id: f.id, name: f.name, nextFreeBox: f.nextFreeBox })),
      },
      {
        target: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Where should the ${args.sampleIds.length} samples go?`,
            requestedSchema: {
              type: 'object',
              properties: {
                freezerId: {
                  type: 'string',
                  enum: freezers.map((f) => f.id),
                  enumNames: freezers.map((f) => `${f.name} (${f.freeBoxes} boxes free, ${f.temperature} °C)`),
                },
                shelf: { type: 'integer', minimum: 1, maximum: 6 },
              },
              required: ['freezerId', 'shelf'],
            },
          },
        },
      },
    );
  }

  if (progress.step === 'target') {
    const answer = params.inputResponses && params.inputResponses.target;
    if (!answer || answer.action !== 'accept') {
      return text('Relocation cancelled. The LIMS releases the batch lock after 15 minutes.');
    }
    const freezer = progress.freezers.find((f) => f.id === answer.content.freezerId);
    if (!freezer) return error('Pick one of the freezers offered.');
    const moves = planMoves(progress.sampleIds, freezer, answer.content.shelf);
    const preview = moves
      .slice(0, 12)
      .map((m) => `${m.sampleId} → ${freezer.name} shelf ${m.shelf}, box ${m.box}, pos ${m.position}`)
      .join('\n');
    return ask(
      { ...progress, step: 'confirm', moves },
      {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Planned moves:\n${preview}${moves.length > 12 ? `\n…and ${moves.length - 12} more` : ''}\n\nCommit?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Commit the move' } },
              required: ['confirm'],
            },
          },
        },
      },
    );
  }

  if (progress.step === 'confirm') {
    const answer = params.inputResponses && params.inputResponses.confirm;
    if (!answer || answer.action !== 'accept' || answer.content.confirm !== true) {
      return text('Relocation cancelled before commit.');
    }
    const result = await lims.commitBatch(progress.batch.id, progress.batch.token, progress.moves);
    return text(`Moved ${result.moved} sample(s). Batch ${progress.batch.id} is closed.`);
  }

  return error('This relocation is in an unknown state; start again.');
}

module.exports = { definition, call };
