// move_sample_rack: moves a sample to another rack, possibly in another freezer, after a capacity check.
const db = require('../db');
const lims = require('../lims');
const { sealState, openState } = require('../lib/stateToken');
const { askForInput, accepted, formRequest, text, toolError } = require('../lib/roundTrip');

const TOOL = 'move_sample_rack';

module.exports = {
  name: TOOL,
  description: 'Move a sample into another freezer rack. You must manage both the source and the target freezer.',
  inputSchema: {
    type: 'object',
    properties: {
      sampleId: { type: 'string' },
      targetRack: { type: 'string', description: 'Rack label, e.g. F07-R12' },
    },
    required: ['sampleId', 'targetRack'],
  },

  async handle(args, { userId, roundTrip }) {
    const sample = await db.sampleById(args.sampleId);
    if (!sample) return toolError(`Unknown sample ${args.sampleId}.`);
    const rack = await db.rackByLabel(args.targetRack);
    if (!rack) return toolError(`Unknown rack ${args.targetRack}.`);

    if (roundTrip.requestState) {
      const claims = openState(roundTrip.requestState, { tool: TOOL, sampleId: sample.id, rack: rack.id }); // expect: require-state-binding
      if (!claims) return toolError('The move confirmation is invalid or has expired.');
      const answer = accepted(roundTrip.inputResponses, 'confirm');
      if (!answer || !answer.confirm) return text('Move cancelled.');
      await db.setRack(sample.id, rack.id);
      await db.recordCustody({
        sampleId: sample.id,
        kind: 'relocation',
        fromStaff: userId,
        detail: JSON.stringify({ from: sample.rack_label, to: rack.label, note: answer.note || null }),
      });
      await lims.notifyLocation(sample.barcode, rack.label);
      return text(`${sample.barcode} moved to ${rack.label}.`);
    }

    const mayLeave = sample.freezer_id == null || (await db.canManageFreezer(userId, sample.freezer_id));
    const mayEnter = await db.canManageFreezer(userId, rack.freezer_id);
    if (!mayLeave || !mayEnter) return toolError('You do not manage one of the freezers involved.');
    if (rack.occupied >= rack.capacity) return toolError(`Rack ${rack.label} is full.`);

    const state = sealState({ tool: TOOL, sampleId: sample.id, rack: rack.id }); // expect: require-state-binding
    return askForInput(
      {
        confirm: formRequest(`Move ${sample.barcode} from ${sample.rack_label || 'unassigned'} to ${rack.label}?`, {
          confirm: { type: 'boolean', title: 'Move it' },
          note: { type: 'string', title: 'Note for the log', maxLength: 200 },
        }, ['confirm']),
      },
      state,
    );
  },
};
