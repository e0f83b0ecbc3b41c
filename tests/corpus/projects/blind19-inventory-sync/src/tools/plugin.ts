import type { z } from "zod";
import type { SealedStateBox } from "../crypto/sealed-state.js";
import type { QuoteStore } from "../services/quote-store.js";
import type { SupplierApi, WarehouseApi } from "../services/clients.js";

export interface Principal {
  userId: string;
  scopes: readonly string[];
}

export interface InputResponse {
  action: "accept" | "decline" | "cancel";
  content?: Record<string, unknown>;
}

export interface ToolCtx {
  principal: Principal;
  requestState?: string;
  inputResponses: Record<string, InputResponse>;
  box: SealedStateBox;
  warehouse: WarehouseApi;
  supplier: SupplierApi;
  quotes: QuoteStore;
}

export type ToolResult =
  | { content: { type: "text"; text: string }[]; isError?: boolean }
  | { resultType: "input_required"; inputRequests: Record<string, unknown>; requestState: string };

export interface ToolPlugin<S extends z.ZodTypeAny = z.ZodTypeAny> {
  name: string;
  description: string;
  schema: S;
  requiredScope: string;
  destructive?: boolean;
  handle(args: z.infer<S>, ctx: ToolCtx): Promise<ToolResult>;
}

export const definePlugin = <S extends z.ZodTypeAny>(plugin: ToolPlugin<S>) => plugin;

export const ok = (text: string): ToolResult => ({ content: [{ type: "text", text }] });
export const err = (text: string): ToolResult => ({ content: [{ type: "text", text }], isError: true });

export const accepted = (ctx: ToolCtx, key: string) => {
  const r = ctx.inputResponses[key];
  return r?.action === "accept" ? (r.content ?? {}) : undefined;
};

export const form = (message: string, properties: Record<string, unknown>, required: string[]) => ({
  method: "elicitation/create",
  params: { mode: "form", message, requestedSchema: { type: "object", properties, required } },
});
