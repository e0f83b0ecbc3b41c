import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { AppConfig } from './config';
import type { Billing } from './billing';
import type { ApprovalBox } from './crypto/approval-box';
import { refundTool } from './tools/refund';
import { voidInvoiceTool } from './tools/void-invoice';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface ToolCall {
  principal: string;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export interface ToolDeps {
  box: ApprovalBox;
  billing: Billing;
  config: AppConfig;
}

export interface ToolEntry {
  definition: Tool;
  run(args: Record<string, unknown>, call: ToolCall, deps: ToolDeps): Promise<Record<string, unknown>>;
}

const TOOLS: ToolEntry[] = [refundTool, voidInvoiceTool];

export function createBillingServer(deps: ToolDeps, principal: string): Server {
  const server = new Server({ name: 'billing-approvals', version: '3.0.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS.map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const entry = TOOLS.find((t) => t.definition.name === request.params.name);
    if (!entry) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] } satisfies CallToolResult;
    }
    // requestState / inputResponses (MCP 2026-07-28) ride along as passthrough params on SDK 1.x
    const { requestState, inputResponses } = request.params as { requestState?: unknown; inputResponses?: unknown };
    const call: ToolCall = {
      principal,
      requestState: typeof requestState === 'string' ? requestState : undefined,
      inputResponses: inputResponses as ToolCall['inputResponses'],
    };
    return (await entry.run(request.params.arguments ?? {}, call, deps)) as CallToolResult;
  });

  return server;
}
