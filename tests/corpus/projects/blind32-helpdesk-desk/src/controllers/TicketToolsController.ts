import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { EscalationDraftMapper, type Severity } from '../mappers/EscalationDraftMapper.js';
import {
  callerFrom,
  elicitForm,
  inputRequiredResult,
  textResult,
  toolError,
  type DeskCaller,
  type HandlerExtra,
  type InputRequiredResult,
  type RoundTripCallParams,
  type ToolResult,
} from '../mcp/protocol.js';
import type { TicketService } from '../services/TicketService.js';
import { DeskError } from '../shared/result.js';

type Handler = (params: RoundTripCallParams, caller: DeskCaller) => Promise<ToolResult | InputRequiredResult>;

const GetTicketArgs = z.object({ ticketId: z.string().min(1) });
const MergeArgs = z.object({ sourceTicketId: z.string().min(1), targetTicketId: z.string().min(1) });
const EscalateArgs = z.object({ ticketId: z.string().min(1) });

const CONFIRM_SCHEMA = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Merge the tickets' } },
  required: ['confirm'],
};

const ESCALATION_SCHEMA = {
  type: 'object',
  properties: {
    severity: { type: 'string', enum: ['sev1', 'sev2', 'sev3'], title: 'Severity' },
    notes: { type: 'string', title: 'What should engineering know?', maxLength: 4000 },
  },
};

export const TOOL_DEFINITIONS: Tool[] = [
  {
    name: 'get_ticket',
    description: 'Show a support ticket.',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'merge_tickets',
    description: 'Merge a duplicate ticket into another one. The source ticket is closed.',
    inputSchema: {
      type: 'object',
      properties: { sourceTicketId: { type: 'string' }, targetTicketId: { type: 'string' } },
      required: ['sourceTicketId', 'targetTicketId'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: 'escalate_ticket',
    description: 'Open a Jira issue for engineering from a support ticket.',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
  },
];

export class TicketToolsController {
  private readonly handlers: Readonly<Record<string, Handler>>;

  constructor(private readonly tickets: TicketService) {
    this.handlers = {
      get_ticket: (params, caller) => this.getTicket(params, caller),
      merge_tickets: (params, caller) => this.mergeTickets(params, caller),
      escalate_ticket: (params, caller) => this.escalateTicket(params, caller),
    };
  }

  async call(params: RoundTripCallParams, extra: HandlerExtra): Promise<ToolResult | InputRequiredResult> {
    const handler = this.handlers[params.name];
    if (!handler) return toolError(`Unknown tool: ${params.name}`);
    try {
      return await handler(params, callerFrom(extra));
    } catch (error) {
      if (error instanceof DeskError) return toolError(error.message);
      if (error instanceof z.ZodError) return toolError(`Invalid arguments: ${error.issues.map((i) => i.message).join('; ')}`);
      throw error;
    }
  }

  private async getTicket(params: RoundTripCallParams, caller: DeskCaller): Promise<ToolResult> {
    const { ticketId } = GetTicketArgs.parse(params.arguments ?? {});
    const ticket = await this.tickets.getTicket(caller, ticketId);
    if (!ticket.ok) return toolError(ticket.error.message);
    const t = ticket.value;
    return textResult(`#${t.number} [${t.status}/${t.priority}] ${t.subject} — ${t.requesterEmail} (${t.customerTier})`);
  }

  private async mergeTickets(params: RoundTripCallParams, caller: DeskCaller) {
    const { sourceTicketId, targetTicketId } = MergeArgs.parse(params.arguments ?? {});

    if (params.requestState === undefined) {
      const preview = await this.tickets.previewMerge(caller, sourceTicketId, targetTicketId);
      if (!preview.ok) return toolError(preview.error.message);
      return inputRequiredResult({ confirm: elicitForm(preview.value.prompt, CONFIRM_SCHEMA) }, preview.value.handle);
    }

    const answer = params.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return textResult('Nothing was merged.');

    const merged = await this.tickets.completeMerge(caller, params.requestState);
    return merged.ok ? textResult(`Merged into #${merged.value.number}.`) : toolError(merged.error.message);
  }

  private async escalateTicket(params: RoundTripCallParams, caller: DeskCaller) {
    const { ticketId } = EscalateArgs.parse(params.arguments ?? {});

    if (!params.requestState) {
      const draft = await this.tickets.draftEscalation(caller, ticketId);
      if (!draft.ok) return toolError(draft.error.message);
      return inputRequiredResult(
        {
          details: elicitForm(
            `Escalate ${draft.value.summary} to ${draft.value.jiraProject}? Suggested severity: ${draft.value.suggestedSeverity}.`,
            ESCALATION_SCHEMA,
          ),
        },
        EscalationDraftMapper.toWire(draft.value), // expect: require-sealed-state, no-secrets-in-state
      );
    }

    const draft = EscalationDraftMapper.fromWire(params.requestState); // expect: require-sealed-state
    const details = params.inputResponses?.details;
    if (details?.action !== 'accept') return textResult('The ticket was not escalated.');

    const answers = details.content as { severity?: Severity; notes?: string } | undefined;
    const filed = await this.tickets.fileEscalation(draft, answers ?? {});
    return filed.ok ? textResult(`Escalated as ${filed.value}.`) : toolError(filed.error.message);
  }
}
