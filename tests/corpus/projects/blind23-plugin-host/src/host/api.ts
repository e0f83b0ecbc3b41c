import type { StateService } from './state.js';
import type { HostConfig, HostSecrets } from './config.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface ToolContext {
  userId: string;
  requestState?: string;
  inputResponses: Record<string, InputResponse>;
}

export interface ToolResult {
  resultType?: 'complete' | 'input_required';
  content?: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
  inputRequests?: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState?: string;
}

export interface ToolDefinition {
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
}

export type ToolHandler<A = any> = (args: A, ctx: ToolContext) => Promise<ToolResult>;

export interface RegisteredTool {
  name: string;
  plugin: string;
  definition: ToolDefinition;
  handler: ToolHandler;
}

export interface PluginApi {
  readonly plugin: string;
  readonly config: HostConfig;
  readonly secrets: Readonly<HostSecrets>;
  readonly state: StateService;
  tool<A>(name: string, definition: ToolDefinition, handler: ToolHandler<A>): void;
  ask(questions: Record<string, { message: string; schema: Record<string, unknown> }>, requestState: string): ToolResult;
  text(text: string): ToolResult;
  fail(text: string): ToolResult;
  log(...args: unknown[]): void;
}

export function createPluginApi(
  plugin: string,
  deps: { registry: Map<string, RegisteredTool>; config: HostConfig; secrets: HostSecrets; state: StateService },
): PluginApi {
  return {
    plugin,
    config: deps.config,
    secrets: deps.secrets,
    state: deps.state,

    tool(name, definition, handler) {
      if (deps.registry.has(name)) throw new Error(`${plugin}: tool ${name} is already registered`);
      deps.registry.set(name, { name, plugin, definition, handler });
    },

    ask(questions, requestState) {
      const inputRequests = Object.fromEntries(
        Object.entries(questions).map(([key, q]) => [
          key,
          { method: 'elicitation/create', params: { mode: 'form', message: q.message, requestedSchema: q.schema } },
        ]),
      );
      return { resultType: 'input_required', inputRequests, requestState };
    },

    text: (text) => ({ resultType: 'complete', content: [{ type: 'text', text }] }),
    fail: (text) => ({ resultType: 'complete', isError: true, content: [{ type: 'text', text }] }),
    log: (...args) => console.error(`[${plugin}]`, ...args),
  };
}
