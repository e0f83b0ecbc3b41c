import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { fleetCodec, type DrainState } from '../state/index.js';
import type { TelematicsGateway } from '../vendors/telematics.js';

const TOOL = 'drain_depot';

export function registerDrainDepotTool(server: McpServer, telematics: TelematicsGateway): void {
  server.registerTool(
    TOOL,
    {
      description: 'Move every idle vehicle out of a depot (maintenance closures).',
      inputSchema: z.object({ depotId: z.string(), targetDepotId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ depotId, targetDepotId }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!userId) {
        return { content: [{ type: 'text', text: 'Sign in first.' }], isError: true };
      }

      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const idle = (await telematics.listVehicles(depotId)).filter((v) => v.status === 'idle');
        const state: DrainState = { kind: 'drain', depotId, vehicleIds: idle.map((v) => v.id), requestedBy: userId }; // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Move ${idle.length} idle vehicles from ${depotId} to ${targetDepotId}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await fleetCodec.mint(state),
        });
      }

      // Same v1 wire format as the public server's codec; unpack the payload.
      if (!raw.startsWith('v1.')) {
        return { content: [{ type: 'text', text: 'Unsupported requestState version.' }], isError: true };
      }
      const [, body] = raw.split('.'); // expect: require-sealed-state
      const prior = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).p as DrainState;
      if (prior.kind !== 'drain' || prior.depotId !== depotId || prior.requestedBy !== userId) {
        return { content: [{ type: 'text', text: 'requestState does not match this call.' }], isError: true };
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: 'Depot drain cancelled.' }] };
      }
      const moved = await telematics.reassign(prior.vehicleIds, targetDepotId);
      return { content: [{ type: 'text', text: `Moved ${moved} vehicles to ${targetDepotId}.` }] };
    },
  );
}
