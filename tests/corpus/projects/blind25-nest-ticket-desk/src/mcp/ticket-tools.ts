import { BadRequestException, Injectable } from '@nestjs/common';
import { TicketsService, type Agent } from '../tickets/tickets.service';
import { buildEscalationContext, mirrorUpstream, type EscalationContext } from '../tickets/escalation.helper';
import { StateSignerService, type StateClaims } from '../state/state-signer.service';

type InputResponses = Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;

export interface ToolCallContext {
  agent: Agent;
  inputResponses?: InputResponses;
  /** Already opened and checked by the controller. */
  resumed?: StateClaims;
}

export interface ToolResult {
  resultType: 'complete' | 'input_required';
  content?: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
  inputRequests?: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState?: string;
}

const text = (t: string, isError = false): ToolResult => ({
  resultType: 'complete',
  content: [{ type: 'text', text: t }],
  ...(isError ? { isError: true } : {}),
});

@Injectable()
export class TicketTools {
  constructor(
    private readonly tickets: TicketsService,
    private readonly signer: StateSignerService,
  ) {}

  describe() {
    return [
      {
        name: 'escalate_ticket',
        description: 'Hand a ticket to another support tier and mirror it to Zendesk.',
        inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
      },
      {
        name: 'delete_ticket',
        description: 'Permanently delete a ticket.',
        inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
        annotations: { destructiveHint: true },
      },
    ];
  }

  async call(name: string, args: Record<string, unknown>, ctx: ToolCallContext): Promise<ToolResult> {
    switch (name) {
      case 'escalate_ticket':
        return this.escalate(String(args.ticketId ?? ''), ctx);
      case 'delete_ticket':
        return this.deleteTicket(String(args.ticketId ?? ''), ctx);
      default:
        throw new BadRequestException(`unknown tool ${name}`);
    }
  }

  private async escalate(ticketId: string, ctx: ToolCallContext): Promise<ToolResult> {
    if (!ctx.resumed) {
      const ticket = this.tickets.get(ticketId);
      const requestState = this.signer.seal({
        sub: ctx.agent.id,
        tool: 'escalate_ticket',
        escalation: buildEscalationContext(ctx.agent, ticket), // expect: no-secrets-in-state
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          target_team: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Escalate "${ticket.subject}" to which team?`,
              requestedSchema: {
                type: 'object',
                properties: { team: { type: 'string', enum: ['tier2', 'tier3', 'security'] } },
                required: ['team'],
              },
            },
          },
        },
        requestState,
      };
    }

    const answer = ctx.inputResponses?.target_team;
    if (answer?.action !== 'accept') return text('Escalation cancelled.');
    const team = String(answer.content?.team ?? '');
    const escalation = ctx.resumed.escalation as EscalationContext;
    const ticket = this.tickets.escalate(escalation.ticketId, team);
    await mirrorUpstream(escalation, team);
    return text(`Ticket ${ticket.id} escalated to ${team}.`);
  }

  private async deleteTicket(ticketId: string, ctx: ToolCallContext): Promise<ToolResult> {
    if (!ctx.resumed) {
      const ticket = this.tickets.get(ticketId);
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Delete ticket ${ticket.id} ("${ticket.subject}")? This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, delete it' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: this.signer.seal({ sub: ctx.agent.id, tool: 'delete_ticket' }), // expect: require-state-binding
      };
    }

    const answer = ctx.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Nothing deleted.');
    const removed = this.tickets.remove(ticketId);
    return text(removed ? `Ticket ${ticketId} deleted.` : `Ticket ${ticketId} was already gone.`);
  }
}
