// transfer_issue: moves an issue to another repository the caller can write to, chosen from a list.
// @ts-nocheck
import { acceptedContent, inputRequired, type ServerContext } from "@modelcontextprotocol/server";
import { z } from "zod";
import { audit } from "../audit.js";
import { callerOf } from "../auth/accessTokens.js";
import { atLeast, forgeApi } from "../forge/client.js";
import { stateCodec } from "../state/codec.js";
import { StewardTool, assertStateFor, stateFor } from "../state/payloads.js";
import { StewardToolBase, needsPermission, reply, repositoryName, stewardTool } from "./kit.js";

const schema = z.object({
  repository: z.string().regex(repositoryName),
  issue: z.number().int().positive(),
});

type Args = z.infer<typeof schema>;

const MAX_CANDIDATES = 25;

@stewardTool
export class TransferIssueTool extends StewardToolBase<typeof schema> {
  readonly tool = StewardTool.TransferIssue;
  readonly schema = schema;
  readonly meta = {
    title: "Transfer issue",
    description: "Move an issue to another repository you can write to.",
    annotations: { destructiveHint: false, idempotentHint: false },
  };

  @needsPermission("triage")
  protected async execute(args: Args, ctx: ServerContext) {
    const caller = callerOf(ctx);
    const issue = await forgeApi.issue(args.repository, args.issue);

    const state = await ctx.mcpReq.requestState();
    if (state === undefined) {
      const candidates = (await forgeApi.reposWithPermission(caller.login, "push"))
        .filter((r) => r !== args.repository)
        .slice(0, MAX_CANDIDATES);
      if (candidates.length === 0) {
        return reply("You have no other repository to move this issue to.", { error: true });
      }
      return inputRequired({
        inputRequests: {
          target: inputRequired.elicit({
            message: `Move #${issue.number} "${issue.title}" to which repository?`,
            requestedSchema: {
              type: "object",
              properties: { repository: { type: "string", enum: candidates, title: "Target repository" } },
              required: ["repository"],
            },
          }),
        },
        requestState: await stateCodec.mint(stateFor(StewardTool.TransferIssue, args, { candidates }), ctx),
      });
    }

    assertStateFor(state, StewardTool.TransferIssue, args);
    const pick = acceptedContent<{ repository: string }>(ctx.mcpReq.inputResponses, "target");
    if (!pick) {
      return reply("Issue left where it is.");
    }
    if (!state.candidates.includes(pick.repository)) {
      return reply("Pick one of the repositories offered.", { error: true });
    }
    if (!atLeast(await forgeApi.permission(pick.repository, caller.login), "write")) {
      return reply(`You no longer have write access to ${pick.repository}.`, { error: true });
    }
    const moved = await forgeApi.transferIssue(args.repository, args.issue, pick.repository);
    await audit({
      action: "issue.transferred",
      actor: caller.login,
      target: args.repository,
      detail: { issue: args.issue, to: pick.repository, newNumber: moved.number },
    });
    return reply(`Moved to ${moved.html_url}.`);
  }
}
