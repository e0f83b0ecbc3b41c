// refill_prescription tool: sends a repeat prescription to a partner pharmacy the owner picks.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { petForOwner, prescriptionForPet, ownerPostcode } from '../db.js';
import { requireOwner } from '../auth.js';
import { mintState, stateFor, toolError } from '../state.js';
import { exchangeForPharmacyToken, nearbyPharmacies, submitRefill } from '../services/pharmacyClient.js';

const TOOL = 'refill_prescription';

export function registerRefillPrescription(server) {
  server.registerTool(
    TOOL,
    {
      description: "Order a refill of one of your pet's current prescriptions from a partner pharmacy.",
      inputSchema: z.object({
        petId: z.string().uuid(),
        medicationId: z.string().min(1),
        quantity: z.number().int().min(1).max(6).default(1),
      }),
    },
    async ({ petId, medicationId, quantity }, ctx) => {
      const { userId, token } = requireOwner(ctx);
      const pet = await petForOwner(petId, userId);
      if (!pet) return toolError('That pet is not on your account.');
      const rx = await prescriptionForPet(petId, medicationId);
      if (!rx) return toolError('No current prescription for that medication.');
      if (rx.refillsRemaining < quantity) return toolError(`Only ${rx.refillsRemaining} refill(s) left; please book a review.`);

      const state = await stateFor(TOOL, ctx);
      if (!state) {
        const postcode = await ownerPostcode(userId);
        const exchanged = await exchangeForPharmacyToken(token);
        const pharmacies = await nearbyPharmacies(exchanged.accessToken, postcode);
        if (pharmacies.length === 0) return toolError('No partner pharmacy delivers to your postcode yet.');
        return inputRequired({
          inputRequests: {
            pharmacy: inputRequired.elicit({
              message: `Where should we send ${pet.name}'s ${rx.medicationName} ${rx.strength}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  pharmacyId: {
                    type: 'string',
                    oneOf: pharmacies.map((p) => ({ const: p.id, title: `${p.name}, ${p.address} (${p.eta})` })),
                  },
                },
                required: ['pharmacyId'],
              },
            }),
          },
          requestState: await mintState(TOOL, {
            petId,
            medicationId,
            quantity,
            pharmacyIds: pharmacies.map((p) => p.id),
            pharmacyToken: exchanged.accessToken, // expect: no-secrets-in-state
          }, ctx),
        });
      }

      if (state.petId !== petId || state.medicationId !== medicationId || state.quantity !== quantity) {
        return toolError('The refill details changed since you picked a pharmacy. Please start again.');
      }
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'pharmacy');
      if (!choice) return { content: [{ type: 'text', text: 'Refill not ordered.' }] };
      if (!state.pharmacyIds.includes(choice.pharmacyId)) return toolError('Unknown pharmacy choice.');

      const order = await submitRefill(state.pharmacyToken, {
        pharmacyId: choice.pharmacyId,
        prescriptionId: rx.id,
        petName: pet.name,
        quantity,
      });
      return {
        content: [{ type: 'text', text: `Refill ordered (${order.order_number}). Expected ${order.expected_date}.` }],
        structuredContent: { orderNumber: order.order_number, expectedDate: order.expected_date },
      };
    },
  );
}
