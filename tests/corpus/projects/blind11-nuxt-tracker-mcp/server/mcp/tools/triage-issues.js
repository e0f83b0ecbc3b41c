import { acceptedContent, inputRequired } from "@modelcontextprotocol/server";
import { z } from "zod";
import { stateFor, useStateCodec } from "../../utils/state-codec.js";

const TOOL = "triage_issues";
const MAX_ROUNDS = 5;

/**
 * Walks the issues carrying `label` one page at a time and lets the user pick which ones
 * need triage. The state holds the tracker's pagination cursor (`pageToken`: an opaque
 * page pointer, not a credential) and a counter.
 */
export default function registerTriageIssues(server, { tracker }) {
  server.registerTool(
    TOOL,
    {
      description: "Go through labelled issues page by page and mark the ones that need triage.",
      inputSchema: { projectId: z.string(), label: z.string().default("bug") },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return { content: [{ type: "text", text: "Sign in first." }], isError: true };

      const state = await stateFor(ctx, TOOL);
      if (state && (state.projectId !== args.projectId || state.label !== args.label)) {
        return { content: [{ type: "text", text: "This triage session was for another query." }], isError: true };
      }

      let marked = state?.marked ?? 0;
      if (state) {
        const picked = acceptedContent(ctx.mcpReq.inputResponses, "pick")?.issueIds ?? [];
        const allowed = new Set(state.shown);
        for (const id of picked.filter((i) => allowed.has(i))) {
          await tracker.addLabel(id, "needs-triage", { actor: userId });
          marked += 1;
        }
      }

      const round = (state?.round ?? 0) + 1;
      const page = await tracker.issues(args.projectId, { label: args.label, pageToken: state?.pageToken });
      if (page.items.length === 0 || round > MAX_ROUNDS) {
        return { content: [{ type: "text", text: `Done: ${marked} issues marked for triage.` }] };
      }

      return inputRequired({
        inputRequests: {
          pick: inputRequired.elicit({
            message: page.items.map((i) => `#${i.number} ${i.title}`).join("\n"),
            requestedSchema: {
              type: "object",
              properties: {
                issueIds: { type: "array", items: { type: "string", enum: page.items.map((i) => i.id) } },
              },
            },
          }),
        },
        requestState: await useStateCodec().mint(
          {
            tool: TOOL,
            projectId: args.projectId,
            label: args.label,
            shown: page.items.map((i) => i.id),
            pageToken: page.nextPageToken ?? null,
            round,
            marked,
          },
          ctx,
        ),
      });
    },
  );
}
