// Registers list_stale_issues, showing open issues untouched for a given period.
// @ts-nocheck
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { config } from "../config.js";
import { GitHubClient } from "../github.js";
import { bearerFrom } from "./auth.js";

export function registerListStale(server: McpServer): void {
  server.registerTool(
    "list_stale_issues",
    {
      description: "List open issues that have not been touched for a while",
      inputSchema: z.object({
        repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
        days: z.number().int().positive().optional(),
      }),
      annotations: { readOnlyHint: true },
    },
    async ({ repo, days }, ctx) => {
      const gh = new GitHubClient(bearerFrom(ctx));
      const issues = await gh.staleIssues(repo, days ?? config.staleAfterDays, config.maxIssuesPerRun);
      const lines = issues.map((i) => `#${i.number} ${i.title} (last update ${i.updated_at.slice(0, 10)})`);
      return {
        content: [{ type: "text", text: lines.length ? lines.join("\n") : "Nothing stale. Nice." }],
      };
    },
  );
}
