// In-house wrapper around the MCP server SDK: every fleet tool is declared as a ToolDef and registered here.
// @ts-nocheck
import { McpServer, createMcpHandler, inputRequired, acceptedContent } from '@modelcontextprotocol/server';

export interface Caller {
  userId: string;
  depotId: string | null;
  token: string;
  scopes: string[];
}

export interface ToolCall extends Caller {
  requestState: string | undefined;
  inputResponses: Record<string, unknown>;
}

export interface ToolDef {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, boolean>;
  scope?: string;
  handler: (args: any, call: ToolCall) => Promise<unknown>;
}

export function callerOf(ctx): Caller {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || typeof userId !== 'string') {
    throw new Error('fleet-dispatch tools require an authenticated HTTP caller');
  }
  return { userId, depotId: auth.extra.depotId ?? null, token: auth.token, scopes: auth.scopes ?? [] };
}

export function toolError(text: string) {
  return { isError: true, content: [{ type: 'text', text }] };
}

export function ok(value: Record<string, unknown>) {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

export function askUser(key: string, message: string, requestedSchema: object, requestState: string) {
  return inputRequired({
    inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema }) },
    requestState,
  });
}

export function answerOf<T = Record<string, any>>(call: ToolCall, key: string): T | undefined {
  return acceptedContent<T>(call.inputResponses, key);
}

export function fleetServerFactory(tools: ToolDef[]) {
  return () => {
    const server = new McpServer(
      { name: 'fleet-dispatch', version: '3.2.0' },
      { capabilities: { tools: {} } },
    );
    for (const tool of tools) {
      server.registerTool(
        tool.name,
        { title: tool.title, description: tool.description, inputSchema: tool.inputSchema, annotations: tool.annotations },
        async (args, ctx) => {
          const caller = callerOf(ctx);
          if (tool.scope && !caller.scopes.includes(tool.scope)) {
            return toolError(`This tool needs the ${tool.scope} scope.`);
          }
          return tool.handler(args, {
            ...caller,
            requestState: ctx.mcpReq.requestState(),
            inputResponses: ctx.mcpReq.inputResponses ?? {},
          });
        },
      );
    }
    return server;
  };
}

export { createMcpHandler as mountMcp };
