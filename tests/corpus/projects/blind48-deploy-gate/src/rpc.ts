import type { Caller } from './auth.js';
import { promoteTool, promoteRelease } from './tools/promote.js';
import { rollbackTool, rollbackRelease } from './tools/rollback.js';

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id?: string | number | null;
  method: string;
  params?: Record<string, unknown>;
}

export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
  requestState?: string;
  _meta?: Record<string, unknown>;
}

export type ToolResult = Record<string, unknown>;

export const inputRequired = (inputRequests: Record<string, unknown>, requestState: string): ToolResult => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
});

export const toolText = (text: string): ToolResult => ({ resultType: 'complete', content: [{ type: 'text', text }] });

export const toolError = (text: string): ToolResult => ({
  resultType: 'complete',
  isError: true,
  content: [{ type: 'text', text }],
});

export function approvalQuestion(message: string) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: {
          approve: { type: 'boolean', title: 'Approve' },
          note: { type: 'string', title: 'Note for the audit log' },
        },
        required: ['approve'],
      },
    },
  };
}

async function callTool(params: CallParams, caller: Caller): Promise<ToolResult> {
  switch (params.name) {
    case 'promote_release':
      return promoteRelease(params, caller);
    case 'rollback_release':
      return rollbackRelease(params, caller);
    default:
      throw Object.assign(new Error(`Unknown tool ${params.name}`), { code: -32602 });
  }
}

export async function handleRpc(msg: JsonRpcRequest, caller: Caller): Promise<unknown> {
  switch (msg.method) {
    case 'initialize':
      return {
        protocolVersion: '2026-07-28',
        capabilities: { tools: {} },
        serverInfo: { name: 'deploy-gate', version: '2.1.0' },
      };
    case 'ping':
      return {};
    case 'tools/list':
      return { tools: [promoteTool, rollbackTool] };
    case 'tools/call':
      return callTool(msg.params as unknown as CallParams, caller);
    default:
      throw Object.assign(new Error(`Method not found: ${msg.method}`), { code: -32601 });
  }
}
