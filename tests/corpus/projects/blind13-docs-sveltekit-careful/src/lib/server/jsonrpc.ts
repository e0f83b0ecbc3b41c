export const PROTOCOL_VERSION = "2026-07-28";

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface InputResponse {
  action: "accept" | "decline" | "cancel";
  content?: Record<string, unknown>;
}

export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, InputResponse>;
  requestState?: string;
}

export interface ToolCall {
  user: NonNullable<App.Locals["user"]>;
  accessToken: string;
  args: Record<string, unknown>;
  inputResponses: Record<string, InputResponse>;
  requestState?: string;
}

export type ToolResult = Record<string, unknown>;

export interface ToolDef {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, boolean>;
  run(call: ToolCall): Promise<ToolResult>;
}

export const ok = (id: Json, result: unknown) => ({ jsonrpc: "2.0", id, result });
export const fail = (id: Json, code: number, message: string) => ({ jsonrpc: "2.0", id, error: { code, message } });

export const text = (t: string, isError = false): ToolResult => ({
  resultType: "complete",
  content: [{ type: "text", text: t }],
  ...(isError ? { isError } : {}),
});

export function askForm(
  key: string,
  message: string,
  properties: Record<string, unknown>,
  requestState: string,
): ToolResult {
  return {
    resultType: "input_required",
    inputRequests: {
      [key]: {
        method: "elicitation/create",
        params: { mode: "form", message, requestedSchema: { type: "object", properties, required: Object.keys(properties) } },
      },
    },
    requestState,
  };
}
