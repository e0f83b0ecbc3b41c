import { Injectable } from '@nestjs/common';
import { inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { Confirm, McpTool, principal, refusal, say } from '../mcp/decorators.js';
import { StateSealer } from '../state/state-sealer.js';
import { TicketRepository } from '../tickets/ticket.repository.js';

interface MergeArgs extends Record<string, unknown> {
  survivorId: string;
  duplicateId: string;
}

/** What the summary round needs to remember; sizes only, the thread itself is re-read. */
interface SummaryState {
  ticketId: string;
  messageCount: number;
  tokenCount: number;
  tokenBudget: number;
}

const SUMMARY_TOKEN_BUDGET = 600;
const approxTokens = (text: string) => Math.ceil(text.length / 4);

@Injectable()
export class TicketTools {
  constructor(
    readonly sealer: StateSealer,
    private readonly tickets: TicketRepository,
  ) {}

  @McpTool({
    name: 'merge_tickets',
    description: 'Merge a duplicate ticket into another; the duplicate is closed and its comments move over',
    input: { survivorId: z.string(), duplicateId: z.string() },
    destructive: true,
  })
  @Confirm<MergeArgs>({
    message: ({ survivorId, duplicateId }) =>
      `Merge ticket #${duplicateId} into #${survivorId}? #${duplicateId} will be closed and its comments moved.`,
  })
  async mergeTickets({ survivorId, duplicateId }: MergeArgs, ctx: ServerContext) {
    const agent = principal(ctx);
    const [survivor, duplicate] = await Promise.all([this.tickets.get(survivorId), this.tickets.get(duplicateId)]);
    if (!survivor || !duplicate) return say('One of the tickets no longer exists.');
    if (!(await this.tickets.canAccess(agent, survivor)) || !(await this.tickets.canAccess(agent, duplicate))) {
      return refusal('no access to one of the tickets');
    }
    await this.tickets.merge(survivorId, duplicateId, agent);
    return say(`Merged #${duplicateId} into #${survivorId}.`);
  }

  @McpTool({
    name: 'summarize_thread',
    description: "Summarize a ticket's conversation with the client's model and save it as an internal note",
    input: { ticketId: z.string() },
  })
  async summarizeThread({ ticketId }: { ticketId: string }, ctx: ServerContext) {
    const agent = principal(ctx);
    const binding = { userId: agent, tool: 'summarize_thread' };
    const ticket = await this.tickets.get(ticketId);
    if (!ticket || !(await this.tickets.canAccess(agent, ticket))) return refusal('ticket not found');

    const token = ctx.mcpReq.requestState<string>();
    if (token === undefined) {
      const thread = await this.tickets.thread(ticketId);
      const transcript = thread.map((m) => `[${m.at}] ${m.author}: ${m.body}`).join('\n\n');
      const state: SummaryState = {
        ticketId,
        messageCount: thread.length,
        tokenCount: approxTokens(transcript),
        tokenBudget: SUMMARY_TOKEN_BUDGET,
      };
      return inputRequired({
        inputRequests: {
          summary: inputRequired.createMessage({
            systemPrompt: 'You write terse internal helpdesk notes. No greetings, no speculation.',
            messages: [{ role: 'user', content: { type: 'text', text: `Summarize this ticket thread:\n\n${transcript}` } }],
            maxTokens: SUMMARY_TOKEN_BUDGET,
          }),
        },
        requestState: await this.sealer.seal(state, binding),
      });
    }

    const opened = await this.sealer.open<SummaryState>(token, binding);
    if (!opened.ok) return refusal(opened.reason);
    if (opened.state.ticketId !== ticketId) return refusal('state was issued for another ticket');

    const response = ctx.mcpReq.inputResponses?.summary as { content?: { type: string; text?: string } } | undefined;
    const summary = response?.content?.type === 'text' ? response.content.text?.trim() : undefined;
    if (!summary) return say('The client returned no summary; nothing was saved.');

    await this.tickets.addInternalNote(ticketId, `Summary of ${opened.state.messageCount} messages:\n${summary}`, agent);
    return say(summary);
  }
}
