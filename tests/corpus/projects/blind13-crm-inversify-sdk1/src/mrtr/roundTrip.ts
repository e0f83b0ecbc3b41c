import { AsyncLocalStorage } from "node:async_hooks";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

/**
 * SDK 1.x has no multi round-trip support and strips nothing from params, but it does
 * not hand `requestState` / `inputResponses` to tool callbacks either. We wrap the
 * tools/call handler and expose the two fields through AsyncLocalStorage.
 */
export interface InputResponse {
  action: "accept" | "decline" | "cancel";
  content?: Record<string, unknown>;
}

export interface RoundTrip {
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

type Handler = (request: any, extra: any) => Promise<unknown>;

const storage = new AsyncLocalStorage<RoundTrip>();

export const currentRoundTrip = (): RoundTrip => storage.getStore() ?? {};

export function installRoundTripShim(mcp: McpServer): void {
  const handlers = (mcp.server as unknown as { _requestHandlers: Map<string, Handler> })._requestHandlers;
  const inner = handlers.get("tools/call");
  if (!inner) throw new Error("register tools before installing the round-trip shim");
  handlers.set("tools/call", (request, extra) =>
    storage.run(
      { requestState: request.params?.requestState, inputResponses: request.params?.inputResponses },
      () => inner(request, extra),
    ),
  );
}

export function inputRequired(inputRequests: Record<string, unknown>, requestState: string): any {
  return { resultType: "input_required", inputRequests, requestState, content: [] };
}

export function elicitForm(message: string, properties: Record<string, unknown>, required: string[] = []) {
  return {
    method: "elicitation/create",
    params: { mode: "form", message, requestedSchema: { type: "object", properties, required } },
  };
}

export const textResult = (text: string, isError = false) => ({ content: [{ type: "text" as const, text }], isError });
