// Shared tool scaffolding for SDK 1.x: abstract base, registration decorator and round-trip helpers.
// @ts-nocheck
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ZodRawShape, z } from "zod";
import { assertUserId, type ToolName, type UserId } from "../domain.js";

export type InputAction = "accept" | "decline" | "cancel";

export interface InputResponse {
  readonly action: InputAction;
  readonly content?: Record<string, unknown>;
}

export interface RoundTrip {
  readonly requestState?: string;
  readonly inputResponses: Readonly<Record<string, InputResponse>>;
}

export interface Caller {
  readonly userId: UserId;
  readonly scopes: readonly string[];
}

export type Extra = RequestHandlerExtra<any, any>;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

export function roundTrip(extra: Extra): RoundTrip {
  const meta = isRecord(extra._meta) ? extra._meta : {};
  return {
    requestState: typeof meta.requestState === "string" ? meta.requestState : undefined,
    inputResponses: isRecord(meta.inputResponses) ? (meta.inputResponses as Record<string, InputResponse>) : {},
  };
}

export function accepted<T extends Record<string, unknown>>(rt: RoundTrip, key: string): T | undefined {
  const r = rt.inputResponses[key];
  return r?.action === "accept" && isRecord(r.content) ? (r.content as T) : undefined;
}

export function caller(extra: Extra): Caller {
  const info = extra.authInfo;
  if (!info) {
    throw new Error("ledger tools require an authenticated caller");
  }
  const userId = info.extra?.userId;
  assertUserId(userId);
  return { userId, scopes: info.scopes };
}

export function reply(text: string): CallToolResult;
export function reply(text: string, isError: true): CallToolResult;
export function reply(text: string, isError?: true): CallToolResult {
  return isError ? { content: [{ type: "text", text }], isError } : { content: [{ type: "text", text }] };
}

export function inputRequired(inputRequests: Record<string, { method: string; params: unknown }>, requestState: string) {
  return {
    content: [{ type: "text", text: "More input is needed before this tool can finish." }],
    resultType: "input_required",
    inputRequests,
    requestState,
  } as CallToolResult;
}

export function elicitForm(message: string, properties: Record<string, unknown>, required: string[]) {
  return {
    method: "elicitation/create",
    params: { mode: "form", message, requestedSchema: { type: "object", properties, required } },
  };
}

export abstract class LedgerTool<Shape extends ZodRawShape> {
  abstract readonly name: ToolName;
  abstract readonly title: string;
  abstract readonly description: string;
  abstract readonly shape: Shape;
  readonly annotations: { readOnlyHint?: boolean; destructiveHint?: boolean } = {};

  abstract handle(args: z.objectOutputType<Shape, z.ZodTypeAny>, extra: Extra): Promise<CallToolResult>;
}

type LedgerToolCtor = new () => LedgerTool<ZodRawShape>;
const declared: LedgerToolCtor[] = [];

export function ledgerTool<C extends LedgerToolCtor>(ctor: C, _context: ClassDecoratorContext<C>): void {
  declared.push(ctor);
}

export function registerTools(server: McpServer): void {
  for (const Ctor of declared) {
    const tool = new Ctor();
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.shape, annotations: tool.annotations },
      (args, extra) => tool.handle(args, extra),
    );
  }
}
