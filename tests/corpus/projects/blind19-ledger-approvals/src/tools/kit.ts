import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { ToolContext } from "../context.js";

/** SDK 1.x has no types for the 2026-07-28 multi round-trip fields, so we carry our own. */
export interface InputResponse {
  action: "accept" | "decline" | "cancel";
  content?: Record<string, unknown>;
}

export interface Round {
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export interface InputRequiredResult {
  resultType: "input_required";
  inputRequests?: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState?: string;
}

export type ToolOutcome = CallToolResult | InputRequiredResult;

export interface ToolDefinition<S extends z.ZodTypeAny = z.ZodTypeAny> {
  name: string;
  description: string;
  args: S;
  annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
  run(args: z.infer<S>, ctx: ToolContext, round: Round): Promise<ToolOutcome>;
}

export const defineTool = <S extends z.ZodTypeAny>(def: ToolDefinition<S>): ToolDefinition<S> => def;

export const inputRequired = (result: Omit<InputRequiredResult, "resultType">): InputRequiredResult => ({
  resultType: "input_required",
  ...result,
});

export const elicit = (message: string, properties: Record<string, unknown>, required: string[] = []) => ({
  method: "elicitation/create",
  params: { mode: "form", message, requestedSchema: { type: "object", properties, required } },
});

export const toolText = (text: string): CallToolResult => ({ content: [{ type: "text", text }] });

export const toolError = (text: string): CallToolResult => ({ content: [{ type: "text", text }], isError: true });
