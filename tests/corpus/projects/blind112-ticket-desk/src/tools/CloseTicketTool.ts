// close_ticket tool that confirms with the user before closing a helpdesk ticket.
// @ts-nocheck
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { BaseTool, type ToolCtx, type ToolDeps } from './BaseTool.js';

interface CloseState {
  ticketId: string;
  resolution: string;
}

export class CloseTicketTool extends BaseTool {
  constructor(deps: ToolDeps) {
    super(deps);
  }

  get name(): string {
    return 'close_ticket';
  }

  register(server: McpServer): void {
    server.registerTool(
      this.name,
      {
        description: 'Close a helpdesk ticket after the user confirms.',
        inputSchema: z.object({ ticketId: z.string(), resolution: z.string().max(500) }),
        annotations: { destructiveHint: true },
      },
      async (args, ctx) => this.#run(args, ctx as unknown as ToolCtx),
    );
  }

  async #run(args: CloseState, ctx: ToolCtx) {
    const userId = this.userOf(ctx);
    const raw = ctx.mcpReq.requestState<string>();

    if (!raw) {
      const ticket = await this.deps.tickets.find(args.ticketId);
      if (!ticket) return this.fail(`No ticket ${args.ticketId}`);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Close "${ticket.title}" as: ${args.resolution}?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: this.deps.sealer.seal<CloseState>({ ticketId: args.ticketId, resolution: args.resolution }, userId, this.name),
      });
    }

    const pending = this.deps.sealer.open<CloseState>(raw, userId, this.name);
    if (!pending) return this.fail('This confirmation is invalid or has expired.');
    if (pending.ticketId !== args.ticketId || pending.resolution !== args.resolution) {
      return this.fail('Arguments changed since confirmation; please start again.');
    }
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return this.ok('Left the ticket open.');

    const ticket = await this.deps.tickets.find(pending.ticketId);
    if (!ticket) return this.fail(`No ticket ${pending.ticketId}`);
    await this.deps.tickets.save({ ...ticket, status: 'closed' });
    return this.ok(`Closed ${ticket.id}.`);
  }
}
