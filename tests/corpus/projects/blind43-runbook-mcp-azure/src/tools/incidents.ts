import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { callerOf } from '../auth/entra.js';
import { alertsFor, resourceGroupsVisibleTo, type AlertSummary } from '../azure/clients.js';
import { decodeCursor, encodeCursor } from '../state/cursor.js';
import { text } from './results.js';

const ALL = '(all of mine)';

function format(alerts: AlertSummary[]): string {
  if (alerts.length === 0) return 'No alerts fired in that window.';
  return alerts.map((a) => `${a.startedAt}  ${a.severity}  ${a.state.padEnd(12)} ${a.resourceGroup}/${a.name}`).join('\n');
}

export function registerIncidentTools(server: McpServer) {
  server.registerTool(
    'list_incidents',
    {
      title: 'List incidents',
      description: 'Azure Monitor alerts that fired in the resource groups you are on call for.',
      inputSchema: z.object({
        since: z.string().datetime().optional(),
        top: z.number().int().min(1).max(200).default(50),
      }),
      annotations: { readOnlyHint: true },
    },
    async ({ since, top }, ctx) => {
      const userId = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();
      const saved = raw ? decodeCursor(raw) : undefined; // expect: require-sealed-state

      if (!saved) {
        const groups = await resourceGroupsVisibleTo(userId);
        if (groups.length === 0) return text('You are not on call for any resource group.');
        const window = since ?? new Date(Date.now() - 24 * 3_600_000).toISOString();
        if (groups.length === 1) return text(format(await alertsFor(groups, window, top)));
        return inputRequired({
          inputRequests: {
            group: inputRequired.elicit({
              message: 'Which resource group?',
              requestedSchema: {
                type: 'object',
                properties: { group: { type: 'string', enum: [ALL, ...groups] } },
                required: ['group'],
              },
            }),
          },
          requestState: encodeCursor({ groups, since: window, top }), // expect: require-sealed-state
        });
      }

      const pick = acceptedContent<{ group: string }>(ctx.mcpReq.inputResponses, 'group');
      if (!pick) return text('Cancelled.');
      const chosen = pick.group === ALL ? saved.groups : saved.groups.filter((g) => g === pick.group);
      if (chosen.length === 0) return text(`You are not on call for ${pick.group}.`);
      return text(format(await alertsFor(chosen, saved.since, saved.top)));
    },
  );
}
