import { assertFresh, StateError } from "../lib/guards.js";
import { exchangeForZendeskToken, ZendeskClient } from "../services/zendesk.js";
import { toolError, toolText, type ToolDefinition, type ToolDeps } from "./types.js";

const TOOL = "merge_tickets";

interface MergeArgs {
  targetId: number;
  sourceIds: number[];
}

export function mergeTicketsTool({ config, sealer }: ToolDeps): ToolDefinition<MergeArgs> {
  return {
    name: TOOL,
    description: "Merge duplicate tickets into a target ticket. Source tickets are closed.",
    annotations: { destructiveHint: true },
    inputSchema: {
      type: "object",
      properties: {
        targetId: { type: "integer", minimum: 1 },
        sourceIds: { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1, maxItems: 20 },
      },
      required: ["targetId", "sourceIds"],
    },
    async handler(args, ctx) {
      if (args.sourceIds.includes(args.targetId)) {
        return toolError("A ticket cannot be merged into itself.");
      }
      const binding = { sub: ctx.userId, tool: TOOL };

      if (ctx.roundTrip.requestState) {
        const envelope = sealer.open<{ step: "confirm" }>(ctx.roundTrip.requestState, binding);
        if (!envelope || envelope.data.step !== "confirm") return toolError("Invalid request state.");
        try {
          assertFresh(envelope);
        } catch (err) {
          if (err instanceof StateError) return toolError(err.message);
          throw err;
        }
        const answer = ctx.roundTrip.inputResponses?.confirm;
        if (answer?.action !== "accept" || answer.content?.confirm !== true) {
          return toolText("Merge cancelled; nothing was changed.");
        }

        const exchanged = await exchangeForZendeskToken(config.zendesk, ctx.bearerToken);
        const zendesk = new ZendeskClient(config.zendesk.subdomain, exchanged.access_token);
        await zendesk.merge(args.targetId, args.sourceIds, `Merged by ${ctx.userId} via assistant.`);
        return toolText(`Merged ${args.sourceIds.map((id) => `#${id}`).join(", ")} into #${args.targetId}.`);
      }

      const exchanged = await exchangeForZendeskToken(config.zendesk, ctx.bearerToken);
      const zendesk = new ZendeskClient(config.zendesk.subdomain, exchanged.access_token);
      const [target, ...sources] = await Promise.all(
        [args.targetId, ...args.sourceIds].map((id) => zendesk.getTicket(id)),
      );

      // Arguments are sent again on the retry, so the state only has to
      // remember that we already asked.
      const requestState = sealer.seal({ step: "confirm" as const }, binding); // expect: require-state-binding

      return {
        resultType: "input_required",
        inputRequests: {
          confirm: {
            method: "elicitation/create",
            params: {
              mode: "form",
              message:
                `Merge ${sources.map((t) => `#${t.id} "${t.subject}"`).join(", ")} ` +
                `into #${target.id} "${target.subject}"? The source tickets will be closed.`,
              requestedSchema: {
                type: "object",
                properties: { confirm: { type: "boolean", title: "Yes, merge them" } },
                required: ["confirm"],
              },
            },
          },
        },
        requestState,
      };
    },
  };
}
