import type { AppConfig } from "../lib/config";
import type { Caller } from "../lib/identity";
import type { StateCodec } from "../lib/state-codec";

export interface InputResponse {
  action: "accept" | "decline" | "cancel";
  content?: Record<string, unknown>;
}

export interface CallInput {
  args: Record<string, unknown>;
  caller: Caller;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export interface ToolDeps {
  codec: StateCodec;
  config: AppConfig;
}

export type ToolResult =
  | { resultType: "complete"; content: { type: "text"; text: string }[]; isError?: boolean }
  | {
      resultType: "input_required";
      inputRequests: Record<string, { method: string; params: Record<string, unknown> }>;
      requestState: string;
    };

export interface ToolDef {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
  call(input: CallInput, deps: ToolDeps): Promise<ToolResult>;
}

export const text = (t: string, isError = false): ToolResult => ({
  resultType: "complete",
  content: [{ type: "text", text: t }],
  ...(isError ? { isError: true } : {}),
});

export const confirmRequest = (message: string) => ({
  method: "elicitation/create",
  params: {
    mode: "form",
    message,
    requestedSchema: {
      type: "object",
      properties: { confirm: { type: "boolean", title: "Confirm" } },
      required: ["confirm"],
    },
  },
});
