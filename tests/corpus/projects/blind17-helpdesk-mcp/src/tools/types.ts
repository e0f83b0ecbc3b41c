import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AppConfig } from "../config.js";
import type { StateSealer } from "../lib/state-token.js";

/** Multi round-trip extras; SDK 1.x has no types for these yet. */
export interface RoundTripParams {
  inputResponses?: Record<string, { action: "accept" | "decline" | "cancel"; content?: Record<string, unknown> }>;
  requestState?: string;
}

export interface InputRequiredResult {
  resultType: "input_required";
  inputRequests?: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState?: string;
}

export type ToolResult = (CallToolResult & { resultType?: "complete" }) | InputRequiredResult;

export interface ToolDeps {
  config: AppConfig;
  sealer: StateSealer;
}

export interface CallContext {
  userId: string;
  bearerToken: string;
  roundTrip: RoundTripParams;
}

export interface ToolDefinition<A = any> {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
  handler: (args: A, ctx: CallContext) => Promise<ToolResult>;
}

export const toolError = (text: string): ToolResult => ({
  resultType: "complete",
  isError: true,
  content: [{ type: "text", text }],
});

export const toolText = (text: string): ToolResult => ({
  resultType: "complete",
  content: [{ type: "text", text }],
});
