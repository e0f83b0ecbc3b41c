// dispute_toll_charge: opens a dispute draft with the operator, asks for the grounds, then submits it.
// @ts-nocheck
import { z } from 'zod';
import { chargeOfFleet, operatorApi, setChargeStatus } from '../tolls.js';
import { putPending, takePending } from '../pendingStore.js';
import { config } from '../config.js';
import { accepted, fail, fleetOf, form, needInput, ok, roundTripOf, userOf } from '../roundTrip.js';

const TOOL = 'dispute_toll_charge';
const GROUNDS = ['not-our-vehicle', 'double-charge', 'wrong-class', 'exempt-journey', 'other'];

export function registerDisputeCharge(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Dispute a toll charge with the road operator. Asks for the grounds before submitting.',
      inputSchema: { chargeId: z.string().uuid() },
    },
    async ({ chargeId }, extra) => {
      const userId = userOf(extra);
      const charge = await chargeOfFleet(chargeId, fleetOf(extra));
      if (!charge) return fail('No such charge in your fleet.');
      const { requestState, inputResponses } = roundTripOf(extra);

      if (!requestState) {
        if (charge.status !== 'billed') return fail(`Charge is ${charge.status}; only billed charges can be disputed.`);
        const draft = await operatorApi.openDisputeDraft(charge.operator_ref);
        const handle = await putPending({
          userId,
          tool: TOOL,
          chargeId: charge.id,
          operatorRef: charge.operator_ref,
          draftId: draft.id,
          draftToken: draft.token,
          apiVersion: config.operator.apiVersion,
        });
        return needInput(
          {
            grounds: form(`Dispute ${charge.plate} at ${charge.plaza} on ${charge.passed_at.toISOString().slice(0, 10)}?`, {
              reason: { type: 'string', enum: GROUNDS, title: 'Grounds' },
              note: { type: 'string', title: 'Details for the operator', maxLength: 1000 },
            }),
          },
          handle,
          'The operator needs the grounds for this dispute.',
        );
      }

      const pending = await takePending(requestState, { userId, tool: TOOL });
      if (!pending || pending.chargeId !== charge.id) return fail('This dispute form has expired or belongs to another charge.');
      const answer = accepted(inputResponses, 'grounds');
      if (!answer) return ok('Dispute not submitted.');

      const submitted = await operatorApi.submitDispute(pending.draftId, pending.draftToken, answer.reason, answer.note ?? '');
      await setChargeStatus(charge.id, 'disputed', `case ${submitted.case_number}`);
      return ok(`Dispute submitted; operator case ${submitted.case_number}.`);
    },
  );
}
