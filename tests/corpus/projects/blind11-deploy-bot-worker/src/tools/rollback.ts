import type { PagesApi } from "../cloudflare";
import type { StateEnvelope } from "../state/envelope";
import { assertUsable } from "../state/guards";
import type { ToolContext, ToolOutcome } from "../deploy-session";

export const ROLLBACK_TOOL = "rollback_deployment";

interface RollbackState {
  deploymentId: string;
  commit?: string;
}

export function rollbackTool(pages: PagesApi, envelope: StateEnvelope) {
  return async function rollback(args: { deploymentId: string }, ctx: ToolContext): Promise<ToolOutcome> {
    if (ctx.requestState) {
      const { data } = assertUsable(await envelope.open<RollbackState>(ctx.requestState), { tool: ROLLBACK_TOOL });
      const answer = ctx.inputResponses?.confirm;
      if (answer?.action !== "accept" || answer.content?.rollback !== true) {
        return { content: [{ type: "text", text: "Rollback cancelled." }] };
      }
      const result = await pages.rollback(data.deploymentId);
      return { content: [{ type: "text", text: `Production now serves ${result.id} (${result.url}).` }] };
    }

    const target = await pages.getDeployment(args.deploymentId);
    const commit = target.deployment_trigger?.metadata?.commit_hash;
    const state: RollbackState = { deploymentId: target.id, commit };

    return {
      resultType: "input_required",
      inputRequests: {
        confirm: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: `Roll production back to ${target.id}${commit ? ` (${commit.slice(0, 7)})` : ""} from ${target.created_on}?`,
            requestedSchema: { type: "object", properties: { rollback: { type: "boolean" } }, required: ["rollback"] },
          },
        },
      },
      requestState: await envelope.seal(ROLLBACK_TOOL, state), // expect-todo: require-state-binding
    };
  };
}
