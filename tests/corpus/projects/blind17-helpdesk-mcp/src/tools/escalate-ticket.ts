import { assertFresh, StateError } from "../lib/guards.js";
import { exchangeForZendeskToken, ZendeskClient } from "../services/zendesk.js";
import { toolError, toolText, type ToolDefinition, type ToolDeps } from "./types.js";

const TOOL = "escalate_ticket";

interface EscalateArgs {
  ticketId: number;
}

interface EscalateState {
  ticketId: number;
  subject: string;
  zendeskToken: string;
}

export function escalateTicketTool({ config, sealer }: ToolDeps): ToolDefinition<EscalateArgs> {
  return {
    name: TOOL,
    description: "Escalate a support ticket: raise its priority and hand it to another group.",
    inputSchema: {
      type: "object",
      properties: { ticketId: { type: "integer", minimum: 1 } },
      required: ["ticketId"],
    },
    async handler(args, ctx) {
      const binding = { sub: ctx.userId, tool: TOOL };

      // Round 2: the client came back with the form answers.
      if (ctx.roundTrip.requestState) {
        const envelope = sealer.open<EscalateState>(ctx.roundTrip.requestState, binding);
        if (!envelope) return toolError("Invalid request state.");
        try {
          assertFresh(envelope);
        } catch (err) {
          if (err instanceof StateError) return toolError(err.message);
          throw err;
        }
        if (envelope.data.ticketId !== args.ticketId) {
          return toolError("The ticket changed between rounds; please start again.");
        }

        const answer = ctx.roundTrip.inputResponses?.escalation;
        if (!answer || answer.action !== "accept") return toolText("Escalation cancelled.");
        const { priority, note, groupId } = answer.content as {
          priority: "high" | "urgent";
          note: string;
          groupId?: number;
        };

        const zendesk = new ZendeskClient(config.zendesk.subdomain, envelope.data.zendeskToken);
        const updated = await zendesk.escalate(args.ticketId, priority, note, groupId);
        return toolText(`Ticket #${updated.id} is now ${updated.priority} (group ${updated.group_id ?? "unchanged"}).`);
      }

      // Round 1: look the ticket up and ask the user how to escalate it.
      const exchanged = await exchangeForZendeskToken(config.zendesk, ctx.bearerToken);
      const zendesk = new ZendeskClient(config.zendesk.subdomain, exchanged.access_token);
      const ticket = await zendesk.getTicket(args.ticketId);
      if (ticket.status === "closed") return toolError(`Ticket #${ticket.id} is closed.`);

      const requestState = sealer.seal<EscalateState>(
        {
          ticketId: ticket.id,
          subject: ticket.subject,
          // the exchange is slow; reuse the Zendesk token on the retry
          zendeskToken: exchanged.access_token, // expect: no-secrets-in-state
        },
        binding,
      );

      return {
        resultType: "input_required",
        inputRequests: {
          escalation: {
            method: "elicitation/create",
            params: {
              mode: "form",
              message: `Escalate #${ticket.id} "${ticket.subject}" (currently ${ticket.priority ?? "no priority"})?`,
              requestedSchema: {
                type: "object",
                properties: {
                  priority: { type: "string", enum: ["high", "urgent"] },
                  note: { type: "string", title: "Internal note" },
                  groupId: { type: "integer", title: "Hand over to group (optional)" },
                },
                required: ["priority", "note"],
              },
            },
          },
        },
        requestState,
      };
    },
  };
}
