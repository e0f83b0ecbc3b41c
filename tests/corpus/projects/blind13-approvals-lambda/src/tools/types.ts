import type { StateSigner } from "../crypto/createStateSigner.js";
import type { Principal } from "../middleware/withPrincipal.js";
import type { ResumeContext } from "../state/resume.js";
import type { PaymentsClient } from "../services/payments.js";

export interface InputResponse {
  action: "accept" | "decline" | "cancel";
  content?: Record<string, unknown>;
}

export interface ToolContext {
  principal: Principal;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
  signer: StateSigner<ResumeContext>;
  payments: PaymentsClient;
  pageSize: number;
}

export type ToolResult =
  | { resultType?: "complete"; content: Array<{ type: "text"; text: string }>; isError?: boolean }
  | { resultType: "input_required"; inputRequests: Record<string, unknown>; requestState?: string };

export const text = (t: string): ToolResult => ({ content: [{ type: "text", text: t }] });
export const toolError = (t: string): ToolResult => ({ content: [{ type: "text", text: t }], isError: true });

export const elicit = (message: string, properties: Record<string, unknown>, required: string[]) => ({
  method: "elicitation/create",
  params: { mode: "form", message, requestedSchema: { type: "object", properties, required } },
});
