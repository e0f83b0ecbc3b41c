// Registers the assign_ticket tool, which asks the user to pick an assignee for a Jira ticket.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { codecFor } from '../state/codec.js';
import { currentUserId } from '../auth.js';
import { assign, assignableUsers, jiraTokenFor, type Candidate } from '../jira.js';

const TOOL = 'assign_ticket';

interface AssignState {
  ticketKey: string;
  candidates: Candidate[];
  jiraToken: string;
}

const codec = codecFor<AssignState>(TOOL);

export function registerAssignTicket(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Assign a Jira ticket to one of the eligible agents, asking the user to pick.',
      inputSchema: z.object({ ticketKey: z.string().regex(/^[A-Z]+-\d+$/) }),
    },
    async ({ ticketKey }, ctx) => {
      const userId = currentUserId(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const jiraToken = await jiraTokenFor(userId);
        const candidates = await assignableUsers(jiraToken, ticketKey);
        if (candidates.length === 0) {
          return { content: [{ type: 'text', text: `Nobody can be assigned ${ticketKey}.` }], isError: true };
        }
        return inputRequired({
          inputRequests: {
            assignee: inputRequired.elicit({
              message: `Who should take ${ticketKey}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  accountId: {
                    type: 'string',
                    oneOf: candidates.map((c) => ({ const: c.accountId, title: `${c.displayName} (${c.openTickets} open)` })),
                  },
                },
                required: ['accountId'],
              },
            }),
          },
          // keep the broker token so the second round does not need another exchange
          requestState: await codec.mint({ ticketKey, candidates, jiraToken }, ctx), // expect: no-secrets-in-state
        });
      }

      let state: AssignState;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return { content: [{ type: 'text', text: 'This assignment request expired, please start again.' }], isError: true };
      }
      if (state.ticketKey !== ticketKey) {
        return { content: [{ type: 'text', text: 'Ticket changed between rounds.' }], isError: true };
      }

      const picked = acceptedContent<{ accountId: string }>(ctx.mcpReq.inputResponses, 'assignee');
      if (!picked) {
        return { content: [{ type: 'text', text: 'Assignment cancelled.' }] };
      }
      const who = state.candidates.find((c) => c.accountId === picked.accountId);
      if (!who) {
        return { content: [{ type: 'text', text: 'That person is not assignable.' }], isError: true };
      }
      await assign(state.jiraToken, state.ticketKey, who.accountId);
      return { content: [{ type: 'text', text: `${state.ticketKey} assigned to ${who.displayName}.` }] };
    },
  );
}
