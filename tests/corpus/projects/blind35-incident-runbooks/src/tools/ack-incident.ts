import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { callerEmail, callerId } from '../auth.js';
import { readRound, roundCodec, WrongTool, type BoundRound } from '../state.js';
import { refuse, say, type ToolDeps } from './index.js';

const TOOL = 'ack_incident';

interface AckRound extends BoundRound {
  tool: typeof TOOL;
  incidentId: string;
  serviceId: string;
}

export function register(server: McpServer, { pagerduty }: ToolDeps): void {
  server.registerTool(
    TOOL,
    {
      title: 'Acknowledge incident',
      description: 'Acknowledge a PagerDuty incident, optionally leaving a note for the rest of the rotation.',
      inputSchema: { incidentId: z.string().regex(/^[A-Z0-9]{7,14}$/) },
    },
    async ({ incidentId }, ctx) => {
      let round: AckRound | undefined;
      try {
        round = readRound<AckRound>(ctx, TOOL);
      } catch (err) {
        if (err instanceof WrongTool) return refuse(err.message);
        throw err;
      }

      if (round === undefined) {
        const incident = await pagerduty.incident(incidentId);
        if (incident.status !== 'triggered') return say(`${incident.title} is already ${incident.status}.`);
        return inputRequired({
          inputRequests: {
            note: inputRequired.elicit({
              message: `Acknowledge "${incident.title}" on ${incident.service.summary}? Add a note for the rotation if you like.`,
              requestedSchema: {
                type: 'object',
                properties: { note: { type: 'string', title: 'Note', maxLength: 500 } },
              },
            }),
          },
          requestState: await roundCodec.mint({ tool: TOOL, incidentId, serviceId: incident.service.id }, ctx),
        });
      }

      if (round.incidentId !== incidentId) return refuse('That answer belongs to another incident; ask again.');
      const answer = acceptedContent<{ note?: string }>(ctx.mcpReq.inputResponses, 'note');
      if (!answer) return say('Incident left as it is.');
      await pagerduty.acknowledge(incidentId, answer.note, callerEmail(ctx) ?? callerId(ctx));
      return say(`Acknowledged ${incidentId}.`);
    },
  );
}
