// SDK 1.x has no multi round-trip helpers yet, so the 2026-07-28 shapes are built by hand here.

export interface ElicitRequest {
  method: "elicitation/create";
  params: { mode: "form"; message: string; requestedSchema: Record<string, unknown> };
}

export interface RoundParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, { action: "accept" | "decline" | "cancel"; content?: Record<string, unknown> }>;
  requestState?: string;
}

export function form(
  message: string,
  properties: Record<string, unknown>,
  required: string[] = Object.keys(properties),
): ElicitRequest {
  return {
    method: "elicitation/create",
    params: { mode: "form", message, requestedSchema: { type: "object", properties, required } },
  };
}

export function askForInput(inputRequests: Record<string, ElicitRequest>, requestState: string) {
  return { resultType: "input_required" as const, inputRequests, requestState };
}

export function accepted<T>(params: RoundParams, key: string): T | undefined {
  const response = params.inputResponses?.[key];
  return response?.action === "accept" ? (response.content as T) : undefined;
}

export const text = (value: string, isError = false) => ({
  ...(isError ? { isError: true } : {}),
  content: [{ type: "text" as const, text: value }],
});
