import type { Server } from '@hapi/hapi';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { SealedEnvelope } from '../state/sealer.js';
import type { Principal, TransferOrder, TransferReceipt } from '../services/bank.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface ToolContext {
  hapi: Server;
  userId: string;
  authInfo: AuthInfo;
  requestState?: string;
  inputResponses: Record<string, InputResponse>;
}

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
}

export type ToolResult =
  | { content: Array<{ type: 'text'; text: string }>; isError?: boolean }
  | {
      resultType: 'input_required';
      inputRequests: Record<string, { method: 'elicitation/create'; params: Record<string, unknown> }>;
      requestState: string;
    };

export interface LedgerTool {
  definition: ToolDefinition;
  handle(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult>;
}

/** Typed view over the server methods registered by our plugins. */
export interface LedgerMethods {
  state: {
    seal<T>(data: T): string;
    open<T>(token: string): SealedEnvelope<T>;
  };
  bank: {
    introspect(token: string): Promise<Principal | null>;
    transfer(order: TransferOrder): Promise<TransferReceipt>;
    exportStatement(accountId: string, from: string, to: string, bearer: string): Promise<{ csv: string }>;
  };
}

export const methods = (server: Server): LedgerMethods => server.methods as unknown as LedgerMethods;

export const toolError = (text: string): ToolResult => ({ isError: true, content: [{ type: 'text', text }] });
export const toolText = (text: string): ToolResult => ({ content: [{ type: 'text', text }] });
