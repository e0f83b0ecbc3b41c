// assign_ticket tool that asks the user which agent should own a ticket and then assigns it.
// @ts-nocheck
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { BaseTool, type ToolCtx, type ToolDeps } from './BaseTool.js';

interface AssignState {
  ticketId: string;
  helpdeskToken: string;
}

export class AssignTicketTool extends BaseTool {
  constructor(deps: ToolDeps, private readonly agents: () => Promise<string[]>) {
    super(deps);
  }

  get name(): string {
    return 'assign_ticket';
  }

  register(server: McpServer): void {
    server.registerTool(
      this.name,
      {
        description: 'Assign a ticket to an agent chosen by the user.',
        inputSchema: z.object({ ticketId: z.string() }),
      },
      async (args, ctx) => this.#run(args, ctx as unknown as ToolCtx),
    );
  }

  async #run(args: { ticketId: string }, ctx: ToolCtx) {
    const userId = this.userOf(ctx);
    const raw = ctx.mcpReq.requestState<string>();

    if (!raw) {
      const agents = await this.agents();
      // the retry may land on another replica, so carry the caller's helpdesk token along
      const state: AssignState = { ticketId: args.ticketId, helpdeskToken: ctx.http?.authInfo?.token ?? '' }; // expect: no-secrets-in-state
      return inputRequired({
        inputRequests: {
          agent: inputRequired.elicit({
            message: `Who should own ticket ${args.ticketId}?`,
            requestedSchema: { type: 'object', properties: { agent: { type: 'string', enum: agents } }, required: ['agent'] },
          }),
        },
        requestState: this.deps.sealer.seal(state, userId, this.name),
      });
    }

    const pending = this.deps.sealer.open<AssignState>(raw, userId, this.name);
    if (!pending) return this.fail('Assignment state invalid or expired.');
    const choice = acceptedContent<{ agent: string }>(ctx.mcpReq.inputResponses, 'agent');
    if (!choice) return this.ok('Assignment cancelled.');

    const ticket = await this.deps.tickets.find(pending.ticketId);
    if (!ticket) return this.fail(`No ticket ${pending.ticketId}`);
    await this.deps.tickets.save({ ...ticket, assignee: choice.agent });
    return this.ok(`Assigned ${ticket.id} to ${choice.agent}.`);
  }
}
