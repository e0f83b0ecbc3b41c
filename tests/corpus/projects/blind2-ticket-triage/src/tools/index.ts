import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { sealEnvelope } from '../state/envelope.js';
import { digestArgs, openBound } from '../state/binding.js';
import { tickets } from '../tickets.js';

type Ctx = Parameters<Parameters<import('@modelcontextprotocol/server').McpServer['registerTool']>[2]>[1];
type ToolResult = { content: { type: 'text'; text: string }[]; isError?: boolean } | ReturnType<typeof inputRequired>;

export interface ToolDef {
  description: string;
  inputSchema: z.ZodObject<any>;
  destructive: boolean;
  run(tool: string, userId: string, args: any, ctx: Ctx): Promise<ToolResult>;
}

const text = (t: string, isError = false): ToolResult => ({ content: [{ type: 'text', text: t }], isError });

function refuse(reason: string): ToolResult {
  return text(`This confirmation can no longer be used (${reason}). Please run the tool again.`, true);
}

export const tools: Record<string, ToolDef> = {
  escalate_ticket: {
    description: 'Escalate a ticket to the on-call team, asking for a reason first',
    inputSchema: z.object({ ticketId: z.string() }),
    destructive: false,
    async run(tool, userId, args, ctx) {
      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        const ticket = await tickets.get(args.ticketId);
        return inputRequired({
          inputRequests: {
            reason: inputRequired.elicit({
              message: `Why should "${ticket.title}" be escalated?`,
              requestedSchema: { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'] },
            }),
          },
          requestState: sealEnvelope({ ticketId: ticket.id, priority: ticket.priority }, { userId, tool }),
        });
      }
      const opened = openBound<{ ticketId: string; priority: string }>(raw, { userId, tool });
      if (!opened.ok) return refuse(opened.reason);
      const answer = acceptedContent<{ reason: string }>(ctx.mcpReq.inputResponses, 'reason');
      if (!answer) return text('Escalation cancelled.');
      await tickets.escalate(opened.data.ticketId, answer.reason, userId);
      return text(`Ticket ${opened.data.ticketId} escalated.`);
    },
  },

  close_ticket: {
    description: 'Close a ticket for good (asks the user to confirm)',
    inputSchema: z.object({ ticketId: z.string(), resolution: z.string() }),
    destructive: true,
    async run(tool, userId, args, ctx) {
      const binding = { userId, tool, argsDigest: digestArgs(args) };
      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Close ticket ${args.ticketId} as "${args.resolution}"? This cannot be undone.`,
              requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } }, required: ['yes'] },
            }),
          },
          requestState: sealEnvelope({ step: 'confirm' }, binding),
        });
      }
      const opened = openBound<{ step: string }>(raw, binding);
      if (!opened.ok) return refuse(opened.reason);
      const confirm = acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!confirm?.yes) return text('Nothing was closed.');
      await tickets.close(args.ticketId, args.resolution, userId);
      return text(`Ticket ${args.ticketId} closed.`);
    },
  },
};
