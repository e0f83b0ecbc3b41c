// remote_immobilize: disables a vehicle's starter after a supervisor re-enters the fleet override code.
import { z } from 'zod';
import { sealState, openState } from '../state/jwt.js';
import { oemCredentialsFor, oemApi } from '../oem/client.js';
import { collections } from '../db/mongo.js';

const TOOL = 'remote_immobilize';
const REASONS = ['theft', 'unpaid_lease', 'unsafe_driver', 'recall'];

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerImmobilize(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Disable the starter of a parked vehicle. The vehicle cannot be driven until re-enabled by the OEM.',
      inputSchema: { vin: z.string().length(17), reason: z.enum(REASONS) },
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async ({ vin, reason }, extra) => {
      const { userId, fleetId, role } = extra.authInfo.extra;
      if (role !== 'supervisor') return refuse('Only fleet supervisors may immobilise vehicles.');
      const vehicle = await collections.vehicles().findOne({ vin, fleetId });
      if (!vehicle) return refuse('Vehicle not in your fleet.');
      const pending = extra._meta?.requestState;

      if (!pending) {
        const state = await sealState({ vin, reason, fleetId }, { userId, tool: TOOL });
        return {
          resultType: 'input_required',
          content: [],
          inputRequests: {
            override: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Immobilise ${vehicle.plate} (${vehicle.model}) for "${reason}"? Enter the fleet override code to proceed.`,
                requestedSchema: {
                  type: 'object',
                  properties: { overrideCode: { type: 'string', minLength: 6, maxLength: 12, title: 'Override code' } },
                  required: ['overrideCode'],
                },
              },
            },
          },
          _meta: { requestState: state },
        };
      }

      const claims = await openState(pending, { userId, tool: TOOL });
      if (claims.vin !== vin || claims.reason !== reason || claims.fleetId !== fleetId) {
        return refuse('Confirmation does not match this request.');
      }
      const reply = extra._meta?.inputResponses?.override;
      if (reply?.action !== 'accept') return { content: [{ type: 'text', text: 'Vehicle left running.' }] };

      const fleet = await collections.fleets().findOne({ _id: fleetId }, { projection: { overrideCode: 1 } });
      if (!fleet?.overrideCode || reply.content?.overrideCode !== fleet.overrideCode) { // expect-todo: no-timing-unsafe-compare
        return refuse('Override code rejected.');
      }
      const { apiKey } = await oemCredentialsFor(fleetId);
      const command = await oemApi.disableStarter(apiKey, vin, reason);
      await collections.commands().insertOne({ vin, fleetId, kind: 'starter-disable', reason, by: userId, oemCommandId: command.id, at: new Date() });
      await collections.vehicles().updateOne({ vin, fleetId }, { $set: { status: 'immobilized' } });
      return { content: [{ type: 'text', text: `Starter disable queued for ${vehicle.plate} (command ${command.id}).` }] };
    },
  );
}
