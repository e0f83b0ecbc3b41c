// Registers close_stale_issues, which confirms the list before closing stale issues.
// @ts-nocheck
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { config } from "../config.js";
import { GitHubClient } from "../github.js";
import type { JanitorState, StateCodec } from "../state.js";
import { bearerFrom, userFrom } from "./auth.js";

const CONFIRM_KEY = "confirm_close";

export function registerCloseStale(server: McpServer, codec: StateCodec): void {
  server.registerTool(
    "close_stale_issues",
    {
      description: "Close stale issues in a repository after the user confirms the list",
      inputSchema: z.object({
        repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
        days: z.number().int().positive().optional(),
        comment: z.string().max(2000).optional(),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ repo, days, comment }, ctx) => {
      const saved = await ctx.mcpReq.requestState<JanitorState>();

      if (!saved) {
        // Round one: work out the list, ask the human.
        const token = bearerFrom(ctx);
        const gh = new GitHubClient(token);
        const issues = await gh.staleIssues(repo, days ?? config.staleAfterDays, config.maxIssuesPerRun);
        if (issues.length === 0) {
          return { content: [{ type: "text", text: `No stale issues in ${repo}.` }] };
        }
        const requestState = await codec.mint(
          { // todo-not: require-state-binding
            repo,
            issueNumbers: issues.map((i) => i.number),
            ghToken: token, // expect: no-secrets-in-state
            preparedAt: Date.now(),
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            [CONFIRM_KEY]: inputRequired.elicit({
              message: `Close ${issues.length} issue(s) in ${repo}?\n` + issues.map((i) => `#${i.number} ${i.title}`).join("\n"),
              requestedSchema: {
                type: "object",
                properties: { confirm: { type: "boolean", title: "Close them" } },
                required: ["confirm"],
              },
            }),
          },
          requestState,
        });
      }

      // Round two.
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, CONFIRM_KEY);
      if (!answer?.confirm) {
        return { content: [{ type: "text", text: "Cancelled, nothing was closed." }] };
      }
      const gh = new GitHubClient(saved.ghToken);
      const closed: number[] = [];
      for (const n of saved.issueNumbers) {
        await gh.closeIssue(saved.repo, n, comment ?? "Closing as stale. Reopen if this still matters.");
        closed.push(n);
      }
      console.error(`[janitor] ${userFrom(ctx)} closed ${closed.length} issues in ${saved.repo}`);
      return { content: [{ type: "text", text: `Closed ${closed.map((n) => `#${n}`).join(", ")} in ${saved.repo}.` }] };
    },
  );
}
