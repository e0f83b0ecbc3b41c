import { z } from "zod";
import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import type { GateDeps } from "../servers.js";
import { ServiceName, actorOf, refuse, say } from "./shared.js";

const PAGE_LINES = 200;
const INITIAL_WINDOW_MS = 15 * 60 * 1000;

interface LogCursor {
  service: string;
  env: string;
  since: string;
}

export function registerTailLogs(server: McpServer, deps: GateDeps): void {
  server.registerTool(
    "tail_logs",
    {
      description: "Show recent logs of a service, page by page.",
      inputSchema: {
        service: z.string().regex(ServiceName),
        env: z.enum(["staging", "canary", "production"]),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ service, env }, ctx) => {
      const actor = actorOf(ctx);
      const raw = await ctx.mcpReq.requestState<string>();

      let cursor: LogCursor;
      if (typeof raw === "string" && raw.length > 0) {
        if (!acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, "more")?.more) return say("Done.");
        cursor = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as LogCursor; // expect: require-sealed-state
      } else {
        const { allowed } = await deps.deployer.canDeploy(actor, service, env);
        if (!allowed) return refuse(`You cannot read logs of ${service} in ${env}.`);
        cursor = { service, env, since: new Date(Date.now() - INITIAL_WINDOW_MS).toISOString() };
      }

      const lines: { ts: string; line: string }[] = [];
      for await (const entry of deps.deployer.logs(cursor.service, cursor.env, cursor.since)) {
        lines.push(entry);
        if (lines.length >= PAGE_LINES) break;
      }

      const body = lines.map((l) => `${l.ts}  ${l.line}`).join("\n") || "(no log lines)";
      if (lines.length < PAGE_LINES) return say(body);

      const next: LogCursor = { ...cursor, since: lines[lines.length - 1]!.ts };
      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${body}\n\nShow the next ${PAGE_LINES} lines?`,
            requestedSchema: { type: "object", properties: { more: { type: "boolean" } }, required: ["more"] },
          }),
        },
        requestState: Buffer.from(JSON.stringify(next), "utf8").toString("base64url"), // expect: require-sealed-state
      });
    },
  );
}
