// MCP server with escalate_ticket and close_ticket tools that ask the user for a queue or a confirmation.
// @ts-nocheck
import { McpServer, acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { Env } from "./env.js";
import { HelpdeskClient } from "./helpdesk.js";
import { StateSealer } from "./state.js";

interface ToolCtx {
  mcpReq: {
    inputResponses?: Record<string, unknown>;
    requestState<T = string>(): T | undefined;
  };
  http?: { authInfo?: { token: string; extra?: Record<string, unknown> } };
}

interface EscalationState {
  ticketId: string;
  subject: string;
  upstreamToken: string;
}

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

function caller(ctx: ToolCtx) {
  const auth = ctx.http?.authInfo;
  const user = auth?.extra?.userId;
  if (!auth || typeof user !== "string") throw new Error("This tool needs an authenticated user");
  return { user, token: auth.token };
}

export function buildServer(env: Env): McpServer {
  const server = new McpServer({ name: "ticket-desk", version: "0.4.1" }, { capabilities: { tools: {} } });
  const sealer = new StateSealer(env);
  const helpdesk = new HelpdeskClient(env.HELPDESK_BASE_URL);

  server.registerTool(
    "escalate_ticket",
    {
      description: "Escalate a support ticket to a specialist queue. Asks which queue.",
      inputSchema: { ticketId: z.string().min(1) },
    },
    async ({ ticketId }, ctx: ToolCtx) => {
      const who = caller(ctx);
      const binding = { user: who.user, tool: "escalate_ticket" };
      const prior = await sealer.open<EscalationState>(ctx.mcpReq.requestState(), binding);
      const choice = acceptedContent<{ queue: string; note?: string }>(ctx.mcpReq.inputResponses, "queue");

      if (!prior || !choice) {
        const [ticket, queues] = await Promise.all([
          helpdesk.getTicket(ticketId, who.token),
          helpdesk.listQueues(who.token),
        ]);
        // The retry can come in on a refreshed token; keep the one we read the ticket with
        // so the escalation is attributed to the same helpdesk session.
        return inputRequired({
          inputRequests: {
            queue: inputRequired.elicit({
              message: `Escalate "${ticket.subject}" to which queue?`,
              requestedSchema: {
                type: "object",
                properties: {
                  queue: { type: "string", enum: queues.map((q) => q.id), enumNames: queues.map((q) => q.name) },
                  note: { type: "string", title: "Internal note" },
                },
                required: ["queue"],
              },
            }),
          },
          requestState: await sealer.seal<EscalationState>(
            {
              ticketId,
              subject: ticket.subject,
              upstreamToken: who.token, // expect: no-secrets-in-state
            },
            binding,
          ),
        });
      }

      const updated = await helpdesk.escalate(prior.ticketId, choice.queue, choice.note, prior.upstreamToken);
      return text(`Ticket ${updated.id} escalated (${updated.status}).`);
    },
  );

  server.registerTool(
    "close_ticket",
    {
      description: "Close a ticket with a resolution; optionally e-mails the requester.",
      inputSchema: {
        ticketId: z.string().min(1),
        resolution: z.string().min(3),
        notifyCustomer: z.boolean().default(true),
      },
      annotations: { destructiveHint: true },
    },
    async ({ ticketId, resolution, notifyCustomer }, ctx: ToolCtx) => {
      const who = caller(ctx);
      const binding = { user: who.user, tool: "close_ticket" };
      const confirmed = await sealer.open<{ step: string }>(ctx.mcpReq.requestState(), binding);
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");

      if (!confirmed || confirmed.step !== "confirm" || !answer) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Close ticket ${ticketId}${notifyCustomer ? " and notify the customer" : ""}?`,
              requestedSchema: {
                type: "object",
                properties: { confirm: { type: "boolean", title: "Yes, close it" } },
                required: ["confirm"],
              },
            }),
          },
          requestState: await sealer.seal({ step: "confirm" }, binding), // expect: require-state-binding
        });
      }

      if (!answer.confirm) return text(`Ticket ${ticketId} left open.`);
      const closed = await helpdesk.close(ticketId, resolution, notifyCustomer, who.token);
      return text(`Ticket ${closed.id} is now ${closed.status}.`);
    },
  );

  return server;
}
