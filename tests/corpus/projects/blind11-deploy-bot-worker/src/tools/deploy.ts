import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { PagesApi } from "../cloudflare";
import type { StateEnvelope } from "../state/envelope";
import { assertUsable } from "../state/guards";
import type { ToolContext, ToolOutcome } from "../deploy-session";

export const DEPLOY_TOOL = "deploy_site";

interface DeployArgs {
  repo: string; // "owner/name"
  ref?: string;
}

type DeployState =
  | { step: "need-token"; repo: string; ref: string }
  | { step: "confirm"; repo: string; ref: string; sha: string; githubToken: string };

const fail = (text: string): CallToolResult => ({ content: [{ type: "text", text }], isError: true });

async function resolveCommit(repo: string, ref: string, token: string): Promise<string> {
  const res = await fetch(`https://api.github.com/repos/${repo}/commits/${encodeURIComponent(ref)}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/vnd.github+json", "user-agent": "deploy-bot" },
  });
  if (!res.ok) throw new Error(`GitHub answered ${res.status} for ${repo}@${ref}`);
  return ((await res.json()) as { sha: string }).sha;
}

export function deployTool(pages: PagesApi, envelope: StateEnvelope) {
  return async function deploy(args: DeployArgs, ctx: ToolContext): Promise<ToolOutcome> {
    const ref = args.ref ?? "main";

    if (!ctx.requestState) {
      const state: DeployState = { step: "need-token", repo: args.repo, ref };
      return {
        resultType: "input_required",
        inputRequests: {
          github: {
            method: "elicitation/create",
            params: {
              mode: "form",
              message: `Deploying ${args.repo}@${ref} needs read access to the repository.`,
              requestedSchema: {
                type: "object",
                properties: { token: { type: "string", title: "GitHub fine-grained token (contents: read)" } },
                required: ["token"],
              },
            },
          },
        },
        requestState: await envelope.seal(DEPLOY_TOOL, state, ctx.userId),
      };
    }

    const { data } = assertUsable(await envelope.open<DeployState>(ctx.requestState), {
      tool: DEPLOY_TOOL,
      sub: ctx.userId,
    });

    if (data.step === "need-token") {
      const answer = ctx.inputResponses?.github;
      const token = answer?.action === "accept" ? String(answer.content?.token ?? "") : "";
      if (!token) return fail("Deployment cancelled: no GitHub token.");
      const sha = await resolveCommit(data.repo, data.ref, token);
      const next: DeployState = { step: "confirm", repo: data.repo, ref: data.ref, sha, githubToken: token }; // expect: no-secrets-in-state
      return {
        resultType: "input_required",
        inputRequests: {
          confirm: {
            method: "elicitation/create",
            params: {
              mode: "form",
              message: `Deploy ${data.repo}@${sha.slice(0, 7)} to production?`,
              requestedSchema: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] },
            },
          },
        },
        requestState: await envelope.seal(DEPLOY_TOOL, next, ctx.userId),
      };
    }

    const confirm = ctx.inputResponses?.confirm;
    if (confirm?.action !== "accept" || confirm.content?.ok !== true) {
      return { content: [{ type: "text", text: "Deployment cancelled." }] };
    }
    const tarball = `https://api.github.com/repos/${data.repo}/tarball/${data.sha}?access_token=${data.githubToken}`;
    const deployment = await pages.createDeployment(data.ref, data.sha, tarball);
    return { content: [{ type: "text", text: `Deployment ${deployment.id} started: ${deployment.url}` }] };
  };
}
