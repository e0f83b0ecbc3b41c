import { Injectable } from '@nestjs/common';
import { HelpdeskClient } from '../../helpdesk/helpdesk.client';
import { EscalationTokenService, type EscalationClaims } from '../../state/escalation-token.service';
import { askForm, done, type McpTool, type ToolCall, type ToolOutcome } from '../tool.types';

const QUEUES = ['tier2', 'engineering', 'security'] as const;

@Injectable()
export class EscalateTicketTool implements McpTool {
  readonly definition = {
    name: 'escalate_ticket',
    description: 'Escalate a support ticket to another queue. Asks for a reason, then for confirmation.',
    inputSchema: {
      type: 'object' as const,
      properties: {
        ticketId: { type: 'string' },
        targetQueue: { type: 'string', enum: [...QUEUES] },
      },
      required: ['ticketId', 'targetQueue'],
    },
  };

  constructor(
    private readonly tokens: EscalationTokenService,
    private readonly helpdesk: HelpdeskClient,
  ) {}

  async handle({ args, requestState, inputResponses, auth, userId }: ToolCall): Promise<ToolOutcome> {
    const ticketId = String(args.ticketId);
    const targetQueue = String(args.targetQueue);

    if (!requestState) {
      const ticket = await this.helpdesk.getTicket(ticketId, auth.token);
      return {
        kind: 'ask',
        inputRequests: {
          reason: askForm(`Why should "${ticket.subject}" move to ${targetQueue}?`, { reason: { type: 'string', minLength: 10 } }, ['reason']),
        },
        requestState: this.tokens.issue(userId, {
          ticketId,
          targetQueue,
          step: 'reason',
          actingAs: {
            clientId: auth.clientId,
            bearer: auth.token, // expect: no-secrets-in-state
          },
        }),
      };
    }

    let claims: EscalationClaims;
    try {
      claims = this.tokens.read(userId, requestState); // expect: require-state-binding
    } catch {
      return done('This escalation expired or was altered; please start again.', true);
    }
    if (claims.ticketId !== ticketId || claims.targetQueue !== targetQueue) {
      return done('The ticket or queue changed since the first round; please start again.', true);
    }

    if (claims.step === 'reason') {
      const answer = inputResponses.reason;
      if (answer?.action !== 'accept') return done('Escalation cancelled.');
      const reason = String(answer.content?.reason ?? '').trim();
      return {
        kind: 'ask',
        inputRequests: {
          confirm: askForm(`Escalate ${ticketId} to ${targetQueue} because "${reason}"?`, { confirm: { type: 'boolean' } }, ['confirm']),
        },
        requestState: this.tokens.issue(userId, { ...claims, step: 'confirm', reason }),
      };
    }

    const confirm = inputResponses.confirm;
    if (confirm?.action !== 'accept' || confirm.content?.confirm !== true) return done('Escalation cancelled.');

    // Replay on the caller's original delegation so the helpdesk audit trail shows one session.
    await this.helpdesk.escalate(ticketId, targetQueue, claims.reason ?? '', claims.actingAs?.bearer ?? auth.token);
    return done(`Ticket ${ticketId} escalated to ${targetQueue}.`);
  }
}
