import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { isValidApprovalCode } from '../approvals.js';
import { fleetCodec, type DispatchState } from '../state/index.js';
import type { TelematicsGateway } from '../vendors/telematics.js';

const TOOL = 'dispatch_vehicle';

export interface DispatchDeps {
  telematics: TelematicsGateway;
}

export function registerDispatchTool(server: McpServer, { telematics }: DispatchDeps): void {
  server.registerTool(
    TOOL,
    {
      description: 'Send a planned route to a vehicle. Needs a supervisor approval code.',
      inputSchema: z.object({ vehicleId: z.string(), routeId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ vehicleId, routeId }, ctx) => {
      const prior = ctx.mcpReq.requestState<DispatchState>();

      if (!prior) {
        const creds = await telematics.credentialsFor(vehicleId);
        const requestState = await fleetCodec.mint({
          kind: 'dispatch',
          vehicleId,
          routeId,
          provider: creds.provider,
          providerAccount: creds.accountId,
          providerApiKey: creds.apiKey, // expect: no-secrets-in-state
        });
        return inputRequired({
          inputRequests: {
            approval: inputRequired.elicit({
              message: `Route ${routeId} → vehicle ${vehicleId}. Enter the supervisor approval code.`,
              requestedSchema: {
                type: 'object',
                properties: { approvalCode: { type: 'string', title: 'Approval code' } },
                required: ['approvalCode'],
              },
            }),
          },
          requestState,
        });
      }

      if (prior.kind !== 'dispatch' || prior.vehicleId !== vehicleId || prior.routeId !== routeId) {
        return { content: [{ type: 'text', text: 'requestState does not match this dispatch.' }], isError: true };
      }

      const answer = acceptedContent<{ approvalCode: string }>(ctx.mcpReq.inputResponses, 'approval');
      if (!isValidApprovalCode(prior.vehicleId, prior.routeId, answer?.approvalCode)) {
        return { content: [{ type: 'text', text: 'Approval code rejected.' }], isError: true };
      }

      await telematics.pushRoute(prior.vehicleId, prior.routeId, {
        provider: prior.provider as 'samsara' | 'geotab' | 'webfleet',
        apiKey: prior.providerApiKey,
      });
      return { content: [{ type: 'text', text: `Route ${prior.routeId} sent to ${prior.vehicleId}.` }] };
    },
  );
}
