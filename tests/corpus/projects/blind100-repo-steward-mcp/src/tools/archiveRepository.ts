// archive_repository: archives a repository (read-only from then on) after the caller confirms.
// @ts-nocheck
import { acceptedContent, inputRequired, type ServerContext } from "@modelcontextprotocol/server";
import { z } from "zod";
import { audit } from "../audit.js";
import { callerOf } from "../auth/accessTokens.js";
import { forgeApi } from "../forge/client.js";
import { stateCodec } from "../state/codec.js";
import { StewardTool, assertStateFor, stateFor } from "../state/payloads.js";
import { StewardToolBase, needsPermission, reply, repositoryName, stewardTool } from "./kit.js";

const schema = z.object({
  repository: z.string().regex(repositoryName),
  reason: z.string().min(5).max(300),
});

type Args = z.infer<typeof schema>;

@stewardTool
export class ArchiveRepositoryTool extends StewardToolBase<typeof schema> {
  readonly tool = StewardTool.ArchiveRepository;
  readonly schema = schema;
  readonly meta = {
    title: "Archive repository",
    description: "Archive a repository so it becomes read-only. Shows open pull requests and asks for confirmation.",
    annotations: { destructiveHint: true },
  };

  @needsPermission("admin")
  protected async execute(args: Args, ctx: ServerContext) {
    const caller = callerOf(ctx);
    const repo = await forgeApi.repo(args.repository);
    if (repo.archived) {
      return reply(`${args.repository} is already archived.`);
    }

    const state = await ctx.mcpReq.requestState();
    if (state === undefined) {
      const openPulls = await forgeApi.openPullCount(args.repository);
      const pending = stateFor(StewardTool.ArchiveRepository, args, { openPulls, pushedAt: repo.pushed_at });
      const warning = openPulls > 0 ? ` It still has ${openPulls} open pull request(s).` : "";
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Archive ${args.repository} (last push ${repo.pushed_at})?${warning}`,
            requestedSchema: {
              type: "object",
              properties: { confirm: { type: "boolean", title: "Archive repository" } },
              required: ["confirm"],
            },
          }),
        },
        requestState: await stateCodec.mint(pending, ctx),
      });
    }

    assertStateFor(state, StewardTool.ArchiveRepository, args);
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");
    if (answer?.confirm !== true) {
      return reply(`${args.repository} was not archived.`);
    }
    if (repo.pushed_at !== state.pushedAt) {
      return reply("New commits were pushed after you confirmed; please review and ask again.", { error: true });
    }
    await forgeApi.archive(args.repository);
    await audit({
      action: "repository.archived",
      actor: caller.login,
      target: args.repository,
      detail: { reason: args.reason, openPullsAtConfirm: state.openPulls },
    });
    return reply(`Archived ${args.repository}.`);
  }
}
