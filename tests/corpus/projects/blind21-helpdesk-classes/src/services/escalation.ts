import type { Ticket } from './zendesk.js';
import type { ToolContext } from '../tools/base.js';

export interface EscalationDraft {
  ticketId: number;
  fromGroup: number | null;
  priority: Ticket['priority'];
  requestedBy: string;
  /** Round two may run on another replica, so it needs enough to talk to Zendesk again. */
  upstream: { subdomain: string; token: string };
}

export function buildEscalationDraft(ticket: Ticket, subdomain: string, ctx: ToolContext): EscalationDraft {
  return {
    ticketId: ticket.id,
    fromGroup: ticket.group_id,
    priority: ticket.priority,
    requestedBy: ctx.agentEmail,
    upstream: { subdomain, token: ctx.zendeskToken },
  };
}

export function escalationNote(draft: EscalationDraft, reason: string, targetGroupName: string): string {
  return [
    `Escalated to ${targetGroupName} by ${draft.requestedBy}.`,
    draft.fromGroup ? `Previously with group ${draft.fromGroup}.` : 'Previously unassigned.',
    `Reason: ${reason}`,
  ].join('\n');
}
