export interface InputResponse {
  action: "accept" | "decline" | "cancel";
  content?: Record<string, unknown>;
}

export interface ToolCall<A> {
  args: A;
  userId: string;
  googleRefreshToken: string;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export type ToolResult =
  | { resultType: "complete"; content: { type: "text"; text: string }[]; isError?: boolean }
  | { resultType: "input_required"; inputRequests: Record<string, unknown>; requestState: string };

export const done = (text: string, isError = false): ToolResult => ({
  resultType: "complete",
  content: [{ type: "text", text }],
  ...(isError ? { isError } : {}),
});

export const elicitForm = (message: string, properties: Record<string, unknown>, required: string[] = []) => ({
  method: "elicitation/create",
  params: { mode: "form", message, requestedSchema: { type: "object", properties, required } },
});

export function accepted<T>(responses: Record<string, InputResponse> | undefined, key: string): T | null {
  const r = responses?.[key];
  return r?.action === "accept" ? (r.content as T) : null;
}

/** Stable SHA-256 over the arguments, so a confirmation covers exactly these arguments. */
export async function digestArgs(args: Record<string, unknown>): Promise<string> {
  const canonical = JSON.stringify(args, Object.keys(args).sort());
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
