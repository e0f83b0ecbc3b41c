// Clinic wrapper around the MCP server SDK: tools are registered through here so state is always minted and checked the same way.
// @ts-nocheck
import { McpServer, acceptedContent, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { codecForTool, principalOf } from './codec.js';

export interface Visit<S> {
  userId: string;
  clinicId: string;
  role: string;
  state: S | undefined;
  answer<T = Record<string, any>>(name: string): T | undefined;
  ask(inputRequests: Record<string, unknown>, payload: S): Promise<unknown>;
}

export interface ClinicTool<S = unknown> {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, boolean>;
  handler: (args: any, visit: Visit<S>) => Promise<unknown>;
}

export const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
export const done = (value: Record<string, unknown>) => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value,
});
export const form = (message: string, requestedSchema: object) => inputRequired.elicit({ message, requestedSchema });

export function clinicHandler(stateKey: Uint8Array, tools: ClinicTool[]) {
  const registered = tools.map((tool) => ({ tool, codec: codecForTool(stateKey, tool.name) }));

  return createMcpHandler(() => {
    const server = new McpServer({ name: 'clinic-scheduler', version: '2.0.3' }, { capabilities: { tools: {} } });
    for (const { tool, codec } of registered) {
      server.registerTool(
        tool.name,
        { title: tool.title, description: tool.description, inputSchema: tool.inputSchema, annotations: tool.annotations },
        async (args, ctx) => {
          let userId: string;
          try {
            userId = principalOf(ctx);
          } catch {
            return refuse('Sign in with your clinic account to use this tool.');
          }
          const auth = ctx.http.authInfo;
          const raw = ctx.mcpReq.requestState();
          let state;
          if (raw !== undefined) {
            try {
              state = await codec.verify(raw, ctx);
            } catch {
              return refuse('This request has expired or was altered. Please start again.');
            }
          }
          return tool.handler(args, {
            userId,
            clinicId: auth.extra.clinicId,
            role: auth.extra.role,
            state,
            answer: (name) => acceptedContent(ctx.mcpReq.inputResponses, name),
            ask: async (inputRequests, payload) =>
              inputRequired({ inputRequests, requestState: await codec.mint(payload, ctx) }),
          });
        },
      );
    }
    return server;
  });
}
