// MCP on SDK 1.x: a low-level Server per request on the Web-standard transport, plus helpers for input_required rounds.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { StateRejected } from './crypto/sealedState.ts';

export interface ToolModule {
  definition: { name: string; description: string; inputSchema: object; annotations?: object };
  handle: (request, extra) => Promise<object>;
}

export const text = (t: string, structuredContent?: object) => ({ content: [{ type: 'text', text: t }], ...(structuredContent && { structuredContent }) });
export const refusal = (t: string) => ({ isError: true, content: [{ type: 'text', text: t }] });

export function form(message: string, properties: Record<string, object>, required = Object.keys(properties)) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function needInput(inputRequests: Record<string, object>, requestState: string, summary: string) {
  return { resultType: 'input_required', inputRequests, content: [{ type: 'text', text: summary }], _meta: { requestState } };
}

export function stateOf(request): string | null {
  const p = request.params ?? {};
  return p._meta?.requestState ?? p.requestState ?? null;
}

export function answerOf(request, key: string) {
  const p = request.params ?? {};
  const r = (p._meta?.inputResponses ?? p.inputResponses ?? {})[key];
  return r?.action === 'accept' ? (r.content ?? {}) : null;
}

export function analystOf(extra) {
  const x = extra.authInfo?.extra;
  if (!x?.userId || !x?.labId) throw new Error('no analyst on this request');
  return { userId: x.userId as string, labId: x.labId as string, roles: (x.roles ?? []) as string[] };
}

export function createMcpServer(tools: ToolModule[]) {
  const byName = new Map(tools.map((t) => [t.definition.name, t]));
  const server = new Server({ name: 'saltmarsh-lims', version: '0.14.2' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return refusal(`Unknown tool ${request.params.name}`);
    try {
      return await tool.handle(request, extra);
    } catch (err) {
      if (err instanceof StateRejected) return refusal(`Your earlier answer can no longer be used (${err.message}). Please ask again.`);
      console.error(`[mcp] ${request.params.name}`, err);
      return refusal('The LIMS could not complete that request.');
    }
  });
  return server;
}

export async function serveMcp(request: Request, tools: ToolModule[], authInfo) {
  const server = createMcpServer(tools);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(request, { authInfo });
}
