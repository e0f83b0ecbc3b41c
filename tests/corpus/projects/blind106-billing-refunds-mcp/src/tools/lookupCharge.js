// Tool: find a customer's recent charges by email and show one, asking which when several match.
import { z } from 'zod';
import { findCharges, getCharge } from '../db.js';
import { openState, sealState, StateRejected } from '../crypto/stateToken.js';
import { acceptedContent, elicit, inputRequired, money, readState, text, toolError } from './results.js';

const TOOL = 'lookup_charge';

function describe(charge) {
  const refunded = charge.refunded_minor ? `, ${money(charge.refunded_minor, charge.currency)} refunded` : '';
  return `${charge.id}: ${money(charge.amount_minor, charge.currency)} on ${new Date(charge.created_at).toISOString().slice(0, 10)} — ${charge.description} (card ending ${charge.card_last4}${refunded})`;
}

export function registerLookupCharge(server, { agent, workspaceId }) {
  server.registerTool(
    TOOL,
    {
      description: "Look up a customer's recent charges by email address.",
      inputSchema: {
        customerEmail: z.string().email(),
        sinceDays: z.number().int().min(1).max(365).default(90),
      },
      annotations: { readOnlyHint: true },
    },
    async (args, extra) => {
      const binding = { agentId: agent.id, workspaceId, tool: TOOL };
      const raw = readState(extra);

      if (!raw) {
        const charges = await findCharges(workspaceId, args.customerEmail, args.sinceDays);
        if (!charges.length) return text(`No charges for ${args.customerEmail} in the last ${args.sinceDays} days.`);
        if (charges.length === 1) return text(describe(charges[0]));
        const requestState = sealState({ email: args.customerEmail.toLowerCase(), candidates: charges.map((c) => c.id) }, binding);
        return inputRequired(
          {
            pick: elicit(`${charges.length} charges match. Which one?`, {
              type: 'object',
              properties: {
                chargeId: { type: 'string', enum: charges.map((c) => c.id), enumNames: charges.map(describe) },
              },
              required: ['chargeId'],
            }),
          },
          requestState,
        );
      }

      let claims;
      try {
        claims = openState(raw, binding);
      } catch (err) {
        if (err instanceof StateRejected) return toolError('This lookup has expired; please search again.');
        throw err;
      }
      if (claims.email !== args.customerEmail.toLowerCase()) return toolError('This choice belongs to a different search.');
      const pick = acceptedContent(extra, 'pick');
      if (!pick) return text('Lookup cancelled.');
      if (!claims.candidates.includes(pick.chargeId)) return toolError('That charge was not among the matches.');
      const charge = await getCharge(workspaceId, pick.chargeId);
      return charge ? text(describe(charge)) : toolError('That charge no longer exists.');
    },
  );
}
