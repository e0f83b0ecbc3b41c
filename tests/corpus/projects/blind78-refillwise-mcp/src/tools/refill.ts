// request_refill: prices the refill with the PBM, asks the patient to accept the copay, then submits the claim.
// @ts-nocheck
import { sealState, openState } from '../crypto/sealedState.js';
import { remember, recall } from '../services/eligibilityStore.js';
import { pbm } from '../services/pbm.js';
import { prescriptionFor, pharmacyByNpi, insertRefillOrder, audit } from '../data/db.js';
import { env } from '../env.js';

const TOOL = 'request_refill';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export async function requestRefill(args, { patient, inputResponses, requestState }) {
  const { rxNumber, pharmacyNpi } = args;
  const binding = { userId: patient.userId, tool: TOOL, args: { rxNumber, pharmacyNpi } };

  if (!requestState) {
    const rx = await prescriptionFor(patient.userId, rxNumber);
    if (!rx) return refuse('No active prescription with that number.');
    if (rx.refills_left < 1) return refuse('No refills left; ask your prescriber for a renewal.');
    const pharmacy = await pharmacyByNpi(pharmacyNpi);
    if (!pharmacy) return refuse('Unknown pharmacy.');

    const eligibility = await pbm.eligibility(patient.memberId, rxNumber, pharmacyNpi);
    if (eligibility.priorAuthRequired) return refuse('Your plan needs prior authorisation for this refill.');
    const eligibilityRef = await remember(patient.userId, eligibility);

    return {
      resultType: 'input_required',
      inputRequests: {
        copay: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `${rx.drug_name} ${rx.strength} at ${pharmacy.name}, ${pharmacy.city}: your copay is $${(eligibility.copayCents / 100).toFixed(2)}.`,
            requestedSchema: {
              type: 'object',
              properties: {
                accept: { type: 'boolean', title: 'Accept copay' },
                pickupWindow: { type: 'string', enum: ['today', 'tomorrow', 'this_week'], default: 'tomorrow' },
              },
              required: ['accept'],
            },
          },
        },
      },
      requestState: sealState(
        { apiVersion: env.apiVersion, eligibilityRef, copayCents: eligibility.copayCents, drug: rx.drug_name },
        binding,
      ),
    };
  }

  const state = openState(requestState, binding);
  const answer = inputResponses.copay;
  if (answer?.action !== 'accept' || answer.content?.accept !== true) {
    return { content: [{ type: 'text', text: 'Refill not requested.' }] };
  }
  const eligibility = await recall(state.eligibilityRef, patient.userId);
  if (!eligibility) return refuse('The price quote expired; please ask again.');

  const claim = await pbm.submitRefill(eligibility.claimRef, {
    memberId: patient.memberId,
    rxNumber,
    pharmacyNpi,
    copayCents: state.copayCents,
  });
  const orderId = await insertRefillOrder({
    patientId: patient.userId,
    rxNumber,
    pharmacyNpi,
    copayCents: state.copayCents,
    claimRef: claim.claimRef,
    pickupWindow: answer.content.pickupWindow ?? 'tomorrow',
  });
  await audit({ type: 'refill.requested', patient: patient.userId, rxNumber, pharmacyNpi, orderId });
  return { content: [{ type: 'text', text: `Refill of ${state.drug} ordered (order ${orderId}). Pickup: ${answer.content.pickupWindow ?? 'tomorrow'}.` }] };
}
