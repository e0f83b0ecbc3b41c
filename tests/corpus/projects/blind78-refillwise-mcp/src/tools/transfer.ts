// transfer_prescription: moves a prescription to another pharmacy once the patient confirms that exact move.
// @ts-nocheck
import { sealState, openState } from '../crypto/sealedState.js';
import { pbm } from '../services/pbm.js';
import { prescriptionFor, pharmacyByNpi, recordTransfer, audit } from '../data/db.js';

const TOOL = 'transfer_prescription';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export async function transferPrescription(args, { patient, inputResponses, requestState }) {
  const { rxNumber, toPharmacyNpi } = args;
  const binding = { userId: patient.userId, tool: TOOL, args: { rxNumber, toPharmacyNpi } };

  const rx = await prescriptionFor(patient.userId, rxNumber);
  if (!rx) return refuse('No active prescription with that number.');
  if (rx.controlled_schedule === 'II') return refuse('Schedule II prescriptions cannot be transferred.');
  const target = await pharmacyByNpi(toPharmacyNpi);
  if (!target?.accepts_transfers) return refuse('That pharmacy does not accept transfers.');
  if (rx.pharmacy_npi === toPharmacyNpi) return refuse('The prescription is already at that pharmacy.');

  if (!requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Transfer ${rx.drug_name} (Rx ${rxNumber}, ${rx.refills_left} refills) to ${target.name}, ${target.city}? Your current pharmacy will no longer fill it.`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Transfer this prescription' } },
              required: ['confirm'],
            },
          },
        },
      },
      requestState: sealState({ fromNpi: rx.pharmacy_npi }, binding),
    };
  }

  const state = openState(requestState, binding);
  if (state.fromNpi !== rx.pharmacy_npi) return refuse('The prescription moved since you confirmed; please start again.');
  const answer = inputResponses.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Prescription left where it is.' }] };
  }

  const transfer = await pbm.transfer(patient.memberId, rxNumber, state.fromNpi, toPharmacyNpi);
  await recordTransfer({ patientId: patient.userId, rxNumber, toNpi: toPharmacyNpi, transferRef: transfer.transferRef });
  await audit({ type: 'rx.transferred', patient: patient.userId, rxNumber, from: state.fromNpi, to: toPharmacyNpi });
  return { content: [{ type: 'text', text: `Rx ${rxNumber} transferred to ${target.name} (ref ${transfer.transferRef}).` }] };
}
