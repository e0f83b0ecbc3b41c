// delete_branch: deletes a non-default, unprotected branch after the caller confirms the exact head commit.
// @ts-nocheck
import { acceptedContent, inputRequired, type ServerContext } from "@modelcontextprotocol/server";
import { z } from "zod";
import { audit } from "../audit.js";
import { callerOf } from "../auth/accessTokens.js";
import { ForgeError, forgeApi } from "../forge/client.js";
import { stateCodec } from "../state/codec.js";
import { StewardTool, assertStateFor, stateFor } from "../state/payloads.js";
import { StewardToolBase, needsPermission, reply, repositoryName, stewardTool } from "./kit.js";

const schema = z.object({
  repository: z.string().regex(repositoryName).describe("owner/name"),
  branch: z.string().min(1).max(255),
});

type Args = z.infer<typeof schema>;

@stewardTool
export class DeleteBranchTool extends StewardToolBase<typeof schema> {
  readonly tool = StewardTool.DeleteBranch;
  readonly schema = schema;
  readonly meta = {
    title: "Delete branch",
    description: "Delete a merged or abandoned branch. Refuses default and protected branches; asks for confirmation.",
    annotations: { destructiveHint: true },
  };

  @needsPermission("write")
  protected async execute(args: Args, ctx: ServerContext) {
    const caller = callerOf(ctx);
    const [repo, branch] = await Promise.all([forgeApi.repo(args.repository), forgeApi.branch(args.repository, args.branch)]);
    if (branch.name === repo.default_branch) {
      return reply(`${args.branch} is the default branch of ${args.repository}.`, { error: true });
    }
    if (branch.protected) {
      return reply(`${args.branch} is protected; change its protection rules first.`, { error: true });
    }

    const state = await ctx.mcpReq.requestState();
    if (state === undefined) {
      const pending = stateFor(StewardTool.DeleteBranch, args, { headSha: branch.commit.sha });
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Delete ${args.repository}@${args.branch} (head ${branch.commit.sha.slice(0, 12)})?`,
            requestedSchema: {
              type: "object",
              properties: { confirm: { type: "boolean", title: "Delete branch" } },
              required: ["confirm"],
            },
          }),
        },
        requestState: await stateCodec.mint(pending, ctx),
      });
    }

    assertStateFor(state, StewardTool.DeleteBranch, args);
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");
    if (answer?.confirm !== true) {
      return reply("Branch kept.");
    }
    if (branch.commit.sha !== state.headSha) {
      return reply("The branch moved since you confirmed; review the new commits and try again.", { error: true });
    }
    try {
      await forgeApi.deleteBranch(args.repository, args.branch);
    } catch (err) {
      if (err instanceof ForgeError && err.status === 422) {
        return reply("The forge refused to delete this branch.", { error: true });
      }
      throw err;
    }
    await audit({
      action: "branch.deleted",
      actor: caller.login,
      target: args.repository,
      detail: { branch: args.branch, sha: state.headSha },
    });
    return reply(`Deleted ${args.repository}@${args.branch}.`);
  }
}
