// transfer_custody: hands a sample to another technician once the hand-over condition is recorded.
const db = require('../db');
const lims = require('../lims');
const { sealState, openState } = require('../lib/stateToken');
const { askForInput, accepted, formRequest, text, toolError } = require('../lib/roundTrip');

const TOOL = 'transfer_custody';

module.exports = {
  name: TOOL,
  description: 'Transfer custody of a sample to another technician. Asks for the hand-over condition first.',
  inputSchema: {
    type: 'object',
    properties: {
      sampleId: { type: 'string', description: 'Internal sample id' },
      toUser: { type: 'string', description: 'Username of the receiving technician' },
    },
    required: ['sampleId', 'toUser'],
  },

  async handle(args, { userId, roundTrip }) {
    const sample = await db.sampleById(args.sampleId);
    if (!sample) return toolError(`Unknown sample ${args.sampleId}.`);
    if (sample.custodian_id !== userId) return toolError('Only the current custodian can transfer this sample.');

    if (!roundTrip.requestState) {
      const receiver = await db.staffByUsername(args.toUser);
      if (!receiver || !receiver.active) return toolError(`No active technician called ${args.toUser}.`);
      const state = sealState({ sub: userId, tool: TOOL, sampleId: sample.id, toUser: receiver.id });
      return askForInput(
        {
          handover: formRequest(`Hand ${sample.barcode} (${sample.material}) to ${receiver.display_name}. Record its condition.`, {
            condition: { type: 'string', enum: ['intact', 'thawed', 'leaking', 'label-damaged'], title: 'Condition' },
            boxTempC: { type: 'number', title: 'Transport box temperature (°C)' },
          }),
        },
        state,
      );
    }

    const claims = openState(roundTrip.requestState, { sub: userId, tool: TOOL, sampleId: sample.id });
    if (!claims) return toolError('The hand-over form has expired or does not match this sample.');
    const form = accepted(roundTrip.inputResponses, 'handover');
    if (!form) return text('Transfer cancelled; custody unchanged.');

    const receiver = await db.staffById(claims.toUser);
    await db.setCustodian(sample.id, receiver.id);
    await db.recordCustody({
      sampleId: sample.id,
      kind: 'transfer',
      fromStaff: userId,
      toStaff: receiver.id,
      detail: JSON.stringify({ condition: form.condition, boxTempC: form.boxTempC }),
    });
    await lims.notifyTransfer(sample.barcode, receiver.username);
    return text(`${sample.barcode} is now in the custody of ${receiver.display_name}.`);
  },
};
