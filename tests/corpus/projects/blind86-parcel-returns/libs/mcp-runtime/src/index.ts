// Returns-team wrapper over the MCP SDK 1.x McpServer: tools are declared once and get a uniform call context.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export interface CallContext {
  userId: string;
  merchantId: string;
  roles: string[];
  state: string | undefined;
  responses: Record<string, { action: string; content?: Record<string, unknown> }>;
}

export interface ToolSpec<Deps> {
  name: string;
  title: string;
  description: string;
  input: Record<string, unknown>;
  annotations?: Record<string, boolean>;
  run: (args: any, call: CallContext, deps: Deps) => Promise<unknown>;
}

export const defineTool = <Deps>(spec: ToolSpec<Deps>) => spec;

export const ok = (value: Record<string, unknown>) => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value,
});

export const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function inputNeeded(inputRequests: Record<string, unknown>, requestState: string) {
  return { resultType: 'input_required', inputRequests, requestState, content: [], _meta: { requestState } };
}

export function formRequest(message: string, requestedSchema: object) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } };
}

export function acceptedValue(responses: CallContext['responses'], key: string) {
  const r = responses?.[key];
  return r?.action === 'accept' ? (r.content ?? {}) : undefined;
}

function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`)
    .join(',')}}`;
}

export function argsHash(args: unknown): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

export function contextFrom(extra): CallContext {
  const auth = extra.authInfo;
  const userId = auth?.extra?.userId;
  const merchantId = auth?.extra?.merchantId;
  if (typeof userId !== 'string' || typeof merchantId !== 'string') {
    throw new Error('caller identity missing from auth info');
  }
  const meta = extra._meta ?? {};
  return {
    userId,
    merchantId,
    roles: Array.isArray(auth.extra.roles) ? auth.extra.roles : [],
    state: meta.requestState,
    responses: meta.inputResponses ?? {},
  };
}

export function buildServer<Deps>(tools: ToolSpec<Deps>[], deps: Deps) {
  const server = new McpServer({ name: 'parcel-returns', version: '0.14.2' }, { capabilities: { tools: {} } });
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input, annotations: tool.annotations },
      async (args, extra) => {
        let call: CallContext;
        try {
          call = contextFrom(extra);
        } catch {
          return fail('Sign in with a merchant account to use this tool.');
        }
        return tool.run(args, call, deps);
      },
    );
  }
  return server;
}
