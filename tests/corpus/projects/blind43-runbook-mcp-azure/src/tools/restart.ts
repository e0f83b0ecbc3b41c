import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { callerOf } from '../auth/entra.js';
import { resourceGroupsVisibleTo, webApps } from '../azure/clients.js';
import { readConfirmation, signConfirmation } from '../state/confirmations.js';
import { confirmSchema, failure, text } from './results.js';

type RestartClaims = { resourceGroup: string; app: string; slot: string | null };

export function registerRestartApp(server: McpServer) {
  server.registerTool(
    'restart_app',
    {
      title: 'Restart a web app',
      description: 'Restart an App Service app (or one of its deployment slots). Asks for confirmation.',
      inputSchema: z.object({
        resourceGroup: z.string().min(1),
        app: z.string().min(1),
        slot: z.string().min(1).optional(),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ resourceGroup, app, slot }, ctx) => {
      const userId = callerOf(ctx);
      if (!(await resourceGroupsVisibleTo(userId)).includes(resourceGroup)) {
        return failure(`You are not on call for ${resourceGroup}.`);
      }
      const target = slot ? `${app}/${slot}` : app;
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Restart ${target} in ${resourceGroup}? Requests fail for ~30 seconds.`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: await signConfirmation({ resourceGroup, app, slot: slot ?? null }, userId, 'restart_app'), // expect: require-state-binding
        });
      }

      const claims = await readConfirmation<RestartClaims>(raw, userId, 'restart_app');
      if (!claims || claims.resourceGroup !== resourceGroup || claims.app !== app || claims.slot !== (slot ?? null)) {
        return failure('That confirmation expired or was for another app. Ask again.');
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return text(`${target} was not restarted.`);

      if (slot) await webApps.restartSlot(resourceGroup, app, slot);
      else await webApps.restart(resourceGroup, app);
      return text(`Restarted ${target}.`);
    },
  );
}
