import { acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import * as z from "zod/v4";
import { refusal } from "../state/codec.js";
const TOOL = "merge_tickets", byId = (a, b) => a - b, inputSchema = {
  survivorId: z.number().int().positive(),
  duplicateIds: z.array(z.number().int().positive()).min(1).max(20)
};
function registerMergeTickets(server, { codec, zendesk }) {
  server.registerTool(TOOL, {
    title: "Merge tickets",
    description: "Merge duplicate tickets into one surviving ticket. The duplicates are closed.",
    inputSchema,
    annotations: { destructiveHint: !0 }
  }, async ({ survivorId, duplicateIds }, ctx) => {
    var _a;
    const ids = [...new Set(duplicateIds)].sort(byId), state = ctx.mcpReq.requestState();
    if (ids.includes(survivorId)) return refusal("The surviving ticket cannot also be a duplicate.");
    if (state === void 0) {
      const [survivor, ...dupes] = await Promise.all([survivorId, ...ids].map((id) => zendesk.getTicket(id)));
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Merge ${dupes.map((t) => `#${t.id} "${t.subject}"`).join(", ")} into #${survivor.id} "${survivor.subject}"? The duplicates will be closed.`,
            requestedSchema: {
              type: "object",
              properties: { merge: { type: "boolean", title: "Merge and close duplicates" } },
              required: ["merge"]
            }
          })
        },
        requestState: await codec.mint({ tool: TOOL, survivorId, duplicateIds: ids }, ctx)
      });
    }
    if (state.tool !== TOOL || state.survivorId !== survivorId || state.duplicateIds.join(",") !== ids.join(",")) return refusal("This confirmation was given for another merge; start again.");
    const answer = acceptedContent(ctx.mcpReq.inputResponses, "confirm");
    return ((_a = answer) == null ? void 0 : _a.merge) !== !0 ? { content: [{ type: "text", text: "Nothing was merged." }] } : (await zendesk.mergeTickets(survivorId, ids, `Merged ${ids.map((i) => `#${i}`).join(", ")} (via assistant)`), { content: [{ type: "text", text: `Merged ${ids.length} ticket(s) into #${survivorId}.` }] });
  });
}
export {
  TOOL as MERGE_TICKETS,
  registerMergeTickets
};
