// Models a @modelcontextprotocol/server 2.x helpdesk built without a requestState.verify hook: handlers that trust ctx.mcpReq.requestState() as their own state, tool arguments and elicited answers echoed back as state, and the tools that do it right.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { McpServer, acceptedContent, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { openState, refusal, sealState } from 'eslint-plugin-mcp-state/seal';
import * as z from 'zod/v4';
import { assignTicket, closeTicket, escalate, exportTickets, searchTickets } from './tickets.js';

interface EscalationState {
  ticketId: string;
  level: number;
}

const drafts = new Map<string, { ticketId: string; text: string; userId: string }>();

function resumeEscalation(state: EscalationState) {
  return escalate(state.ticketId, state.level + 1);
}

function createServer(): McpServer {
  const server = new McpServer({ name: 'helpdesk', version: '2.4.0' }, { capabilities: { tools: {} } });

  server.registerTool('escalate_ticket', { description: 'Escalate a ticket', inputSchema: z.object({ ticketId: z.string() }) }, async ({ ticketId }, ctx) => {
    const state = ctx.mcpReq.requestState<EscalationState>(); // expect: require-sealed-state
    if (state?.ticketId) {
      await resumeEscalation(state);
      return { content: [{ type: 'text', text: `Escalated ${state.ticketId} to level ${state.level + 1}` }] };
    }
    return inputRequired({
      inputRequests: { reason: inputRequired.elicit({ message: 'Why escalate?', requestedSchema: z.object({ reason: z.string() }) }) },
      requestState: sealState({ ticketId, level: 1 }, { userId: ctx.http?.authInfo?.extra?.userId, tool: 'escalate_ticket' }),
    });
  });

  server.registerTool(
    'close_ticket',
    { description: 'Close a ticket for good', inputSchema: z.object({ ticketId: z.string() }), annotations: { destructiveHint: true } },
    async ({ ticketId }, ctx) => {
      if (ctx.mcpReq.requestState() === 'confirmed') { // expect: require-sealed-state
        await closeTicket(ticketId);
        return { content: [{ type: 'text', text: `Closed ${ticketId}` }] };
      }
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Close ${ticketId}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
        requestState: 'confirmed', // expect: require-sealed-state
      });
    },
  );

  server.registerTool('search_tickets', { description: 'Search tickets, a page at a time', inputSchema: z.object({ query: z.string(), cursor: z.string().optional() }) }, async (args, ctx) => {
    const page = await searchTickets(args.query, args.cursor);
    if (!page.next) return { content: [{ type: 'text', text: page.items.join('\n') }] };
    return inputRequired({
      inputRequests: { more: inputRequired.elicit({ message: 'Show the next page?', requestedSchema: z.object({ more: z.boolean() }) }) },
      requestState: args.cursor ?? '', // expect: require-sealed-state
    });
  });

  server.registerTool('assign_ticket', { description: 'Assign a ticket to an agent', inputSchema: z.object({ ticketId: z.string() }) }, async ({ ticketId }, ctx) => {
    const picked = acceptedContent<{ agentId: string }>(ctx.mcpReq.inputResponses, 'agent');
    if (picked && ctx.mcpReq.inputResponses.confirm?.action === 'accept') {
      await assignTicket(ticketId, picked.agentId);
      return { content: [{ type: 'text', text: `Assigned to ${picked.agentId}` }] };
    }
    const result = inputRequired({
      inputRequests: { confirm: inputRequired.elicit({ message: 'Assign?', requestedSchema: z.object({ ok: z.boolean() }) }) },
    });
    result.requestState = picked?.agentId; // expect: require-sealed-state
    return result;
  });

  server.registerTool('draft_reply', { description: 'Draft a reply to review', inputSchema: z.object({ ticketId: z.string(), text: z.string() }) }, async ({ ticketId, text }, ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId as string;
    const handle = ctx.mcpReq.requestState();
    if (typeof handle === 'string' && handle.length === 36) {
      const draft = drafts.get(handle);
      if (!draft || draft.userId !== userId) return { isError: true, content: [{ type: 'text', text: 'Unknown or expired draft' }] };
      console.info('sending draft', handle, `for ${draft.ticketId}`);
      drafts.delete(handle);
      return { content: [{ type: 'text', text: `Sent: ${draft.text}` }] };
    }
    const draftId = randomUUID();
    drafts.set(draftId, { ticketId, text, userId });
    return inputRequired({
      inputRequests: { review: inputRequired.elicit({ message: `Send this reply?\n${text}`, requestedSchema: z.object({ send: z.boolean() }) }) },
      requestState: draftId,
    });
  });

  server.registerTool('export_tickets', { description: 'Export tickets as CSV', inputSchema: z.object({ status: z.string() }) }, async ({ status }, ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    const raw = ctx.mcpReq.requestState();
    if (raw) {
      const opened = openState(raw, { userId, tool: 'export_tickets' });
      if (!opened.ok) return refusal(opened.reason);
      return { content: [{ type: 'text', text: await exportTickets(opened.state.status, opened.state.columns) }] };
    }
    return inputRequired({
      inputRequests: { columns: inputRequired.elicit({ message: 'Which columns?', requestedSchema: z.object({ columns: z.array(z.string()) }) }) },
      requestState: sealState({ status, columns: ['id', 'title'], exp: Date.now() + 600_000 }, { userId, tool: 'export_tickets' }),
    });
  });

  return server;
}

export const handler = createMcpHandler(createServer, { legacy: 'reject' });
