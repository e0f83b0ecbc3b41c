import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { issueStateToken, verifyStateToken } from '../state/jwt-state.js';

const TOOL = 'escalate_ticket';

type EscalationState =
  | { step: 'login'; ticketId: number; lockId: string }
  | {
      step: 'confirm';
      ticketId: number;
      lockId: string;
      priority: 'high' | 'urgent';
      groupId: number;
      agentEmail: string;
      agentApiToken: string;
    };

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const toolError = (t: string) => ({ ...text(t), isError: true });

export function registerEscalate(server: McpServer, app: AppContext): void {
  server.registerTool(
    TOOL,
    {
      description: 'Escalate a Zendesk ticket to a higher priority and another group, recorded as the calling agent.',
      inputSchema: z.object({
        ticketId: z.number().int().positive(),
        priority: z.enum(['high', 'urgent']),
        groupId: z.number().int().positive(),
      }),
    },
    async ({ ticketId, priority, groupId }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (typeof userId !== 'string') return toolError('This tool needs a signed-in agent.');
      const binding = { userId, tool: TOOL };
      const raw = ctx.mcpReq.requestState<string>();
      const responses = Object.values(ctx.mcpReq.inputResponses ?? {});

      if (raw !== undefined && responses.some((r) => r.action !== 'accept')) {
        // The agent backed out: hand the ticket back now instead of leaving the lock tag on it.
        const { lockId } = decodeJwt(raw) as { lockId?: string }; // expect: require-sealed-state
        if (lockId) await app.zendesk.releaseLock(ticketId, lockId);
        return text(`Escalation of #${ticketId} cancelled.`);
      }

      if (raw === undefined) {
        const ticket = await app.zendesk.ticket(ticketId);
        if (ticket.tags.some((tag) => tag.startsWith('mcp_lock_'))) {
          return toolError(`#${ticketId} is being changed by someone else right now.`);
        }
        const lockId = await app.zendesk.lockTicket(ticketId);
        return inputRequired({
          inputRequests: {
            login: inputRequired.elicit({
              message: `Escalations are recorded under your own Zendesk account. Enter your Zendesk e-mail and API token to escalate #${ticketId} "${ticket.subject}".`,
              requestedSchema: {
                type: 'object',
                properties: {
                  email: { type: 'string', format: 'email', title: 'Zendesk e-mail' },
                  apiToken: { type: 'string', title: 'Zendesk API token' },
                },
                required: ['email', 'apiToken'],
              },
            }),
          },
          requestState: await issueStateToken({ step: 'login', ticketId, lockId }, app.keys.state, binding), // expect: no-weak-state-key
        });
      }

      const state = await verifyStateToken<EscalationState>(raw, app.keys.state, binding);
      if (!state || state.ticketId !== ticketId) {
        return toolError('This escalation expired or belongs to another ticket. Start again.');
      }

      if (state.step === 'login') {
        const login = acceptedContent<{ email: string; apiToken: string }>(ctx.mcpReq.inputResponses, 'login');
        if (!login) return toolError('No Zendesk login was given.');
        const me = await app.zendesk.asAgent(login.email, login.apiToken).me();
        if (me.role === 'end-user') return toolError(`${login.email} is not an agent account.`);

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Escalate #${ticketId} to ${priority} priority and group ${groupId}, as ${me.email}?`,
              requestedSchema: { type: 'object', properties: {} },
            }),
          },
          requestState: await issueStateToken(
            {
              step: 'confirm',
              ticketId,
              lockId: state.lockId,
              priority,
              groupId,
              agentEmail: login.email,
              agentApiToken: login.apiToken, // expect: no-secrets-in-state
            },
            app.keys.state,
            binding,
          ),
        });
      }

      const agent = app.zendesk.asAgent(state.agentEmail, state.agentApiToken);
      await agent.updateTicket(ticketId, {
        priority: state.priority,
        group_id: state.groupId,
        comment: { body: `Escalated to ${state.priority} via the helpdesk assistant.`, public: false },
      });
      await app.zendesk.releaseLock(ticketId, state.lockId);
      app.ticketSummaries.delete(ticketId);
      return text(`#${ticketId} escalated to ${state.priority}.`);
    },
  );
}
