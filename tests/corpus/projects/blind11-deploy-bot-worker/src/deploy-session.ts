import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { DurableObject } from "cloudflare:workers";
import { PagesApi } from "./cloudflare";
import { HmacSigner } from "./crypto/signer";
import { stateKey } from "./crypto/keys";
import type { Env } from "./env";
import { StateEnvelope, StateError } from "./state/envelope";
import { DEPLOY_TOOL, deployTool } from "./tools/deploy";
import { ROLLBACK_TOOL, rollbackTool } from "./tools/rollback";

export interface InputResponse {
  action: "accept" | "decline" | "cancel";
  content?: Record<string, unknown>;
}

export interface ToolContext {
  userId: string;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export type ToolOutcome =
  | CallToolResult
  | { resultType: "input_required"; inputRequests: Record<string, unknown>; requestState?: string };

type Handler = (args: any, ctx: ToolContext) => Promise<ToolOutcome>;

const TOOLS = [
  { name: DEPLOY_TOOL, description: "Deploy a GitHub repository to Cloudflare Pages", annotations: { destructiveHint: false } },
  { name: ROLLBACK_TOOL, description: "Roll production back to an earlier deployment", annotations: { destructiveHint: true } },
];

/** One Durable Object per user: serialises that user's deploys. */
export class DeploySession extends DurableObject<Env> {
  private readonly handlers: Record<string, Handler>;

  constructor(state: DurableObjectState, env: Env) {
    super(state, env);
    const envelope = new StateEnvelope(new HmacSigner(stateKey(env)));
    const pages = new PagesApi(env, env.CF_ACCOUNT_ID);
    this.handlers = {
      [DEPLOY_TOOL]: deployTool(pages, envelope),
      [ROLLBACK_TOOL]: rollbackTool(pages, envelope),
    };
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get("x-deploy-user");
    if (!userId) return new Response("missing user", { status: 400 });
    const rpc = (await request.json()) as { jsonrpc: "2.0"; id: number | string; method: string; params?: any };

    const reply = (result: unknown) => Response.json({ jsonrpc: "2.0", id: rpc.id, result });
    const error = (code: number, message: string) => Response.json({ jsonrpc: "2.0", id: rpc.id, error: { code, message } });

    switch (rpc.method) {
      case "tools/list":
        return reply({ tools: TOOLS.map((t) => ({ ...t, inputSchema: { type: "object" } })) });
      case "tools/call": {
        const handler = this.handlers[rpc.params?.name];
        if (!handler) return error(-32602, `unknown tool ${rpc.params?.name}`);
        try {
          const result = await this.ctx.blockConcurrencyWhile(() =>
            handler(rpc.params.arguments ?? {}, {
              userId,
              requestState: rpc.params.requestState,
              inputResponses: rpc.params.inputResponses,
            }),
          );
          return reply("resultType" in result ? result : { resultType: "complete", ...result });
        } catch (e) {
          if (e instanceof StateError) return error(-32602, "Invalid or expired requestState");
          return reply({ resultType: "complete", isError: true, content: [{ type: "text", text: String(e) }] });
        }
      }
      default:
        return error(-32601, `method ${rpc.method} not found`);
    }
  }
}
