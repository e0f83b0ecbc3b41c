import type { JiraGateway, Ticket, TicketRepository } from '../gateways/DeskGateways.js';
import type { EscalationDraft, Severity } from '../mappers/EscalationDraftMapper.js';
import type { DeskCaller } from '../mcp/protocol.js';
import type { PendingMergeRepository } from '../repositories/PendingMergeRepository.js';
import { DeskError, Fail, Ok, type Result } from '../shared/result.js';

export interface MergePreview {
  readonly handle: string;
  readonly prompt: string;
}

export interface EscalationAnswers {
  readonly severity?: Severity;
  readonly notes?: string;
}

const JIRA_PROJECT_BY_PRODUCT: Readonly<Record<string, string>> = {
  payments: 'PAY',
  mobile: 'MOB',
  integrations: 'INT',
};

function suggestSeverity(ticket: Ticket): Severity {
  if (ticket.priority === 'urgent' && ticket.customerTier === 'enterprise') return 'sev1';
  if (ticket.priority === 'urgent' || ticket.priority === 'high') return 'sev2';
  return 'sev3';
}

export class TicketService {
  constructor(
    private readonly tickets: TicketRepository,
    private readonly pendingMerges: PendingMergeRepository,
    private readonly jira: JiraGateway,
    private readonly deskUiBase: URL,
  ) {}

  async getTicket(caller: DeskCaller, id: string): Promise<Result<Ticket>> {
    if (!caller.scopes.includes('tickets:read')) return Fail(DeskError.forbidden('Missing scope tickets:read'));
    const ticket = await this.tickets.get(id);
    return ticket ? Ok(ticket) : Fail(DeskError.notFound(`Ticket ${id}`));
  }

  // ---- merge: confirmation kept server-side -----------------------------------------------

  async previewMerge(caller: DeskCaller, sourceId: string, targetId: string): Promise<Result<MergePreview>> {
    if (!caller.scopes.includes('tickets:write')) return Fail(DeskError.forbidden('Missing scope tickets:write'));
    if (sourceId === targetId) return Fail(new DeskError('invalid', 'A ticket cannot be merged into itself'));

    const [source, target] = await Promise.all([this.tickets.get(sourceId), this.tickets.get(targetId)]);
    if (!source) return Fail(DeskError.notFound(`Ticket ${sourceId}`));
    if (!target) return Fail(DeskError.notFound(`Ticket ${targetId}`));
    if (source.status === 'closed' || target.status === 'closed') {
      return Fail(new DeskError('invalid', 'Closed tickets cannot be merged'));
    }

    const handle = this.pendingMerges.save({
      requestedBy: caller.userId,
      sourceTicketId: source.id,
      targetTicketId: target.id,
    });
    return Ok({
      handle,
      prompt: `Merge #${source.number} "${source.subject}" into #${target.number} "${target.subject}"? #${source.number} will be closed.`,
    });
  }

  async completeMerge(caller: DeskCaller, handle: string): Promise<Result<Ticket>> {
    const pending = this.pendingMerges.take(handle); // expect-todo: require-state-binding
    if (!pending) return Fail(new DeskError('expired', 'This merge confirmation expired; please ask again'));
    const merged = await this.tickets.merge(pending.sourceTicketId, pending.targetTicketId, caller.userId);
    return Ok(merged);
  }

  // ---- escalate: draft carried by the client ---------------------------------------------

  async draftEscalation(caller: DeskCaller, ticketId: string): Promise<Result<EscalationDraft>> {
    if (!caller.scopes.includes('tickets:write')) return Fail(DeskError.forbidden('Missing scope tickets:write'));
    const ticket = await this.tickets.get(ticketId);
    if (!ticket) return Fail(DeskError.notFound(`Ticket ${ticketId}`));

    return Ok({
      ticketId: ticket.id,
      ticketNumber: ticket.number,
      summary: `[#${ticket.number}] ${ticket.subject}`,
      suggestedSeverity: suggestSeverity(ticket),
      jiraProject: JIRA_PROJECT_BY_PRODUCT[ticket.product] ?? 'SUP',
      requestedBy: caller.userId,
      onBehalfOf: caller.accessToken,
    });
  }

  async fileEscalation(draft: EscalationDraft, answers: EscalationAnswers): Promise<Result<string>> {
    const severity = answers.severity ?? draft.suggestedSeverity;
    try {
      const issueKey = await this.jira.createIssue(draft.onBehalfOf, {
        project: draft.jiraProject,
        summary: draft.summary,
        severity,
        description: answers.notes ?? '',
        deskTicketUrl: new URL(`/agent/tickets/${draft.ticketNumber}`, this.deskUiBase).href,
      });
      await this.tickets.addInternalNote(draft.ticketId, `Escalated to ${issueKey} (${severity}).`, draft.requestedBy);
      return Ok(issueKey);
    } catch (cause) {
      return Fail(new DeskError('upstream', 'Jira did not accept the escalation', cause));
    }
  }
}
