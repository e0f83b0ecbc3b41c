import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { DeployerConfig } from './config.js';
import type { PlatformClient } from './platform.js';
import type { StateSealer } from './state/sealer.js';
import { toolError } from './results.js';
import { deployTool } from './tools/deploy.js';
import { rollbackTool } from './tools/rollback.js';
import { releasesTool } from './tools/releases.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

/** One tools/call as our tools see it: who, what, and what came back from the last round. */
export interface ToolCall {
  userId: string;
  args: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
}

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean };
}

export interface ToolModule {
  definition: ToolDefinition;
  run(call: ToolCall): Promise<Record<string, unknown>>;
}

export interface ToolDeps {
  platform: PlatformClient;
  sealer: StateSealer;
  config: DeployerConfig;
}

// SDK 1.x does not type the 2026-07-28 multi round-trip fields yet; they arrive as passthrough params.
type RoundTripParams = { requestState?: unknown; inputResponses?: unknown };

function callerId(authInfo: AuthInfo | undefined): string {
  const userId = authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('tools/call without an authenticated user; is requireBearerAuth in front of /mcp?');
  }
  return userId;
}

export function buildServer(deps: ToolDeps): Server {
  const tools = [deployTool(deps), rollbackTool(deps), releasesTool(deps)];
  const byName = new Map(tools.map((tool) => [tool.definition.name, tool]));

  const server = new Server({ name: 'ops-deployer', version: '0.7.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((tool) => tool.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return toolError(`Unknown tool: ${request.params.name}`);

    const params = request.params as typeof request.params & RoundTripParams;
    const result = await tool.run({
      userId: callerId(extra.authInfo),
      args: params.arguments ?? {},
      requestState: typeof params.requestState === 'string' ? params.requestState : undefined,
      inputResponses: params.inputResponses as ToolCall['inputResponses'],
    });
    return result as CallToolResult;
  });

  return server;
}
