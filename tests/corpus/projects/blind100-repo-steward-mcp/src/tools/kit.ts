// Tool kit: abstract steward tool, registration decorator, permission decorator and reply helpers.
// @ts-nocheck
import type { CallToolResult, McpServer, ServerContext } from "@modelcontextprotocol/server";
import type { z } from "zod";
import { callerOf } from "../auth/accessTokens.js";
import { atLeast, forgeApi, type Permission } from "../forge/client.js";
import { StateMismatch, type StewardTool } from "../state/payloads.js";

export interface ToolMeta {
  readonly title: string;
  readonly description: string;
  readonly annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean };
}

export abstract class StewardToolBase<S extends z.ZodObject<z.ZodRawShape>> {
  abstract readonly tool: StewardTool;
  abstract readonly meta: ToolMeta;
  abstract readonly schema: S;

  protected abstract execute(args: z.infer<S>, ctx: ServerContext): Promise<CallToolResult | object>;

  async invoke(args: z.infer<S>, ctx: ServerContext): Promise<CallToolResult | object> {
    try {
      return await this.execute(args, ctx);
    } catch (err) {
      if (err instanceof StateMismatch) {
        return reply("This confirmation does not match the request; please start over.", { error: true });
      }
      throw err;
    }
  }
}

export function reply(text: string): CallToolResult;
export function reply(text: string, options: { error: true }): CallToolResult;
export function reply(text: string, options?: { error: true }): CallToolResult {
  const result: CallToolResult = { content: [{ type: "text", text }] };
  return options?.error ? { ...result, isError: true } : result;
}

type Ctor = new () => StewardToolBase<z.ZodObject<z.ZodRawShape>>;
const tools = new Set<Ctor>();

export function stewardTool<C extends Ctor>(target: C, _ctx: ClassDecoratorContext<C>): void {
  tools.add(target);
}

export function needsPermission(level: Permission) {
  return function <This extends StewardToolBase<z.ZodObject<z.ZodRawShape>>>(
    method: (this: This, args: { repository: string }, ctx: ServerContext) => Promise<CallToolResult | object>,
    _ctx: ClassMethodDecoratorContext<This>,
  ) {
    return async function (this: This, args: { repository: string }, ctx: ServerContext) {
      const caller = callerOf(ctx);
      const actual = await forgeApi.permission(args.repository, caller.login);
      if (!atLeast(actual, level)) {
        return reply(`You need ${level} permission on ${args.repository} (you have ${actual}).`, { error: true });
      }
      return method.call(this, args, ctx);
    };
  };
}

export function mountTools(server: McpServer): void {
  for (const C of tools) {
    const t = new C();
    server.registerTool(t.tool, { ...t.meta, inputSchema: t.schema }, (args, ctx) => t.invoke(args, ctx));
  }
}

export const repositoryName = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
