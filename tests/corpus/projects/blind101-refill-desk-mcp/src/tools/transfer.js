// Tool transfer_prescription: moves an active prescription to an outside pharmacy after the patient confirms.
const { z } = require('zod');
const db = require('../db');
const { issue, accept } = require('../crypto/stateToken');
const { readRoundTrip, accepted, elicitForm, inputRequired, text, toolError } = require('../roundTrip');

const TOOL = 'transfer_prescription';

function register(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Transfer an active prescription, with its remaining refills, to another pharmacy by NCPDP id.',
      inputSchema: {
        rxId: z.string().regex(/^RX\d{7,10}$/),
        toPharmacyNcpdp: z.string().regex(/^\d{7}$/),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const who = extra.authInfo && extra.authInfo.extra;
      if (!who || !who.patientId) return toolError('Sign in to the patient portal first.');
      const rx = await db.getPrescription(args.rxId, who.patientId);
      if (!rx) return toolError('No active prescription with that number.');
      const { requestState, inputResponses } = readRoundTrip(extra);

      if (!requestState) {
        const target = await db.findPharmacy(args.toPharmacyNcpdp);
        if (!target) return toolError('That pharmacy does not accept transfers or is unknown.');
        return inputRequired(
          {
            confirm: elicitForm(
              `Transfer ${rx.drug_name} ${rx.strength} (${rx.refills_remaining} refills left) to ${target.name}, ${target.city} ${target.state}? You will need to ask them to transfer it back.`,
              { confirm: { type: 'boolean', title: 'Transfer' } },
            ),
          },
          issue({ rxId: rx.rx_id, to: target.ncpdp_id }, { sub: who.userId, tool: TOOL, args }), // expect: require-state-binding
        );
      }

      const state = accept(requestState, { sub: who.userId, tool: TOOL, args });
      if (!state) return toolError('This transfer confirmation is not valid. Please start again.');
      const answer = accepted(inputResponses, 'confirm');
      if (!answer || !answer.confirm) return text('The prescription stays with us.');

      await db.transferPrescription(state.rxId, who.patientId, { toPharmacyNcpdp: state.to, by: who.userId });
      return text(`Transfer of ${state.rxId} to pharmacy ${state.to} requested. They will contact you when it is ready.`);
    },
  );
}

module.exports = { register };
