// void_toll_charge: asks the operator to void a charge entirely; destructive, so it is confirmed first.
// @ts-nocheck
import { z } from 'zod';
import { chargeOfFleet, operatorApi, setChargeStatus } from '../tolls.js';
import { putPending, takePending } from '../pendingStore.js';
import { accepted, argsDigest, fail, fleetOf, form, needInput, ok, roundTripOf, userOf } from '../roundTrip.js';

const TOOL = 'void_toll_charge';

export function registerVoidCharge(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Void a toll charge (for example a test pass or a fleet-internal transfer). Cannot be undone.',
      inputSchema: { chargeId: z.string().uuid(), reason: z.string().min(3).max(300) },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const userId = userOf(extra);
      const scopes = extra?.authInfo?.scopes ?? [];
      if (!scopes.includes('tolls:void')) return fail('Voiding charges needs the tolls:void permission.');
      const charge = await chargeOfFleet(args.chargeId, fleetOf(extra));
      if (!charge) return fail('No such charge in your fleet.');
      const { requestState, inputResponses } = roundTripOf(extra);

      if (!requestState) {
        const handle = await putPending({ userId, tool: TOOL, chargeId: charge.id, digest: argsDigest(args) });
        return needInput(
          {
            confirm: form(`Void the ${(charge.amount_cents / 100).toFixed(2)} charge for ${charge.plate} at ${charge.plaza}? Reason: ${args.reason}`, {
              confirm: { type: 'boolean', title: 'Void it' },
            }),
          },
          handle,
          'Confirm the void.',
        );
      }

      const pending = await takePending(requestState, { userId, tool: TOOL });
      if (!pending || pending.chargeId !== charge.id || pending.digest !== argsDigest(args)) {
        return fail('That confirmation was for a different void request, or it has expired.');
      }
      if (accepted(inputResponses, 'confirm')?.confirm !== true) return ok('Charge left as it is.');

      await operatorApi.voidCharge(charge.operator_ref, args.reason);
      await setChargeStatus(charge.id, 'void_requested', args.reason);
      return ok(`Void requested for charge ${charge.operator_ref}.`);
    },
  );
}
