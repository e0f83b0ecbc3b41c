// dispose_sample: destroys a sample whose consent was withdrawn or which failed QC, after confirmation.
const db = require('../db');
const lims = require('../lims');
const { sealState, openState } = require('../lib/stateToken');
const { askForInput, accepted, formRequest, text, toolError } = require('../lib/roundTrip');

const TOOL = 'dispose_sample';
const REASONS = ['consent-withdrawn', 'qc-failed', 'expired', 'study-closed'];

module.exports = {
  name: TOOL,
  description: 'Dispose of a sample permanently. Requires a witness and a confirmation round.',
  inputSchema: {
    type: 'object',
    properties: {
      sampleId: { type: 'string' },
      reason: { type: 'string', enum: REASONS },
      witness: { type: 'string', description: 'Username of the witnessing technician' },
    },
    required: ['sampleId', 'reason', 'witness'],
  },
  annotations: { destructiveHint: true },

  async handle(args, { userId, roundTrip }) {
    const sample = await db.sampleById(args.sampleId);
    if (!sample || sample.status === 'disposed') return toolError(`Sample ${args.sampleId} cannot be disposed.`);
    if (sample.custodian_id !== userId) return toolError('Only the current custodian can dispose of this sample.');
    if (args.witness === (await db.staffById(userId))?.username) return toolError('The witness must be someone else.');

    const bound = { sub: userId, tool: TOOL, sampleId: sample.id, reason: args.reason, witness: args.witness };

    if (!roundTrip.requestState) {
      if (args.reason === 'consent-withdrawn') {
        const consent = await lims.sampleConsent(sample.barcode);
        if (consent.status !== 'withdrawn') return toolError('LIMS does not show a consent withdrawal for this sample.');
      }
      return askForInput(
        {
          confirm: formRequest(
            `Permanently dispose of ${sample.barcode} (${sample.material}, study ${sample.study_code}) — reason ${args.reason}, witness ${args.witness}?`,
            { confirm: { type: 'boolean', title: 'Dispose now' } },
          ),
        },
        sealState(bound),
      );
    }

    const claims = openState(roundTrip.requestState, bound);
    if (!claims) return toolError('That disposal confirmation is invalid or has expired.');
    const answer = accepted(roundTrip.inputResponses, 'confirm');
    if (!answer || answer.confirm !== true) return text('Disposal cancelled.');

    await db.markDisposed(sample.id);
    await db.recordCustody({
      sampleId: sample.id,
      kind: 'disposal',
      fromStaff: userId,
      detail: JSON.stringify({ reason: args.reason, witness: args.witness }),
    });
    await lims.notifyDisposal(sample.barcode, args.reason, args.witness);
    return text(`${sample.barcode} recorded as disposed.`);
  },
};
