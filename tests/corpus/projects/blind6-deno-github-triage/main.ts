import { audit, compose, withGitHubAuth, withJsonRpc, withTiming, type Ctx } from "./lib/middleware.ts";
import { closeStale, labelIssue, type CallInput } from "./tools/triage.ts";

const catalogue = [
  {
    name: "label_issue",
    description: "Ask which label to put on an issue, then apply it",
    inputSchema: { type: "object", properties: { repo: { type: "string" }, issue: { type: "integer" } }, required: ["repo", "issue"] },
    run: labelIssue,
  },
  {
    name: "close_stale",
    description: "Close issues with no activity for N days",
    inputSchema: { type: "object", properties: { repo: { type: "string" }, olderThanDays: { type: "integer", minimum: 30 } }, required: ["repo", "olderThanDays"] },
    annotations: { destructiveHint: true },
    run: closeStale,
  },
];

audit.addEventListener("request", (e) => console.log("mcp", (e as CustomEvent).detail));

async function rpc(ctx: Ctx): Promise<Response> {
  const { id, method, params } = ctx.rpc ?? {};
  const ok = (result: unknown) => Response.json({ jsonrpc: "2.0", id, result });
  switch (method) {
    case "initialize":
      return ok({ protocolVersion: "2026-07-28", capabilities: { tools: {} }, serverInfo: { name: "gh-triage", version: "0.3.1" } });
    case "tools/list":
      return ok({ tools: catalogue.map(({ run: _run, ...meta }) => meta) });
    case "tools/call": {
      const tool = catalogue.find((t) => t.name === params?.name);
      if (!tool) return Response.json({ jsonrpc: "2.0", id, error: { code: -32602, message: "unknown tool" } });
      const input: CallInput = {
        login: ctx.login!,
        githubToken: ctx.githubToken!,
        args: params.arguments ?? {},
        inputResponses: params.inputResponses,
        requestState: params.requestState,
      };
      return ok({ resultType: "complete", ...(await tool.run(input)) });
    }
    default:
      return Response.json({ jsonrpc: "2.0", id, error: { code: -32601, message: "no such method" } });
  }
}

const app = compose(withTiming, withGitHubAuth, withJsonRpc)(rpc);

Deno.serve({ port: Number(Deno.env.get("PORT") ?? 8000) }, (req) => app({ req }));
