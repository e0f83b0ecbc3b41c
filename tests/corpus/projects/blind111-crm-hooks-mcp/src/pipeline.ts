// Tool pipeline that registers tools and runs each call through before and after hooks, emitting events.
// @ts-nocheck
import { EventEmitter } from 'node:events';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface ResumeState {
  sub: string;
  tool: string;
  exp: number;
  [key: string]: unknown;
}

export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
  userId: string;
  tenantId: string;
  params: { requestState?: string; inputResponses?: Record<string, InputResponse> };
  resume?: ResumeState;
}

export interface ToolOutcome {
  content?: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
  resultType?: 'complete' | 'input_required';
  inputRequests?: Record<string, { method: string; params: Record<string, unknown> }>;
  requestState?: string | Record<string, unknown>;
}

export interface ToolDef {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, boolean>;
  handler: (call: ToolCall) => Promise<ToolOutcome>;
}

export type BeforeHook = (call: ToolCall) => void | Promise<void>;
export type AfterHook = (call: ToolCall, outcome: ToolOutcome) => void | Promise<void>;

export class PipelineError extends Error {}

export class ToolPipeline extends EventEmitter {
  private readonly tools = new Map<string, ToolDef>();
  private readonly beforeHooks: BeforeHook[] = [];
  private readonly afterHooks: AfterHook[] = [];

  register(def: ToolDef): this {
    if (this.tools.has(def.name)) throw new Error(`tool ${def.name} registered twice`);
    this.tools.set(def.name, def);
    this.emit('tool:registered', def.name);
    return this;
  }

  before(hook: BeforeHook): this {
    this.beforeHooks.push(hook);
    return this;
  }

  after(hook: AfterHook): this {
    this.afterHooks.push(hook);
    return this;
  }

  list(): ToolDef[] {
    return [...this.tools.values()];
  }

  async run(call: ToolCall): Promise<ToolOutcome> {
    const def = this.tools.get(call.name);
    if (!def) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${call.name}` }] };
    try {
      for (const hook of this.beforeHooks) await hook(call);
    } catch (err) {
      if (err instanceof PipelineError) {
        this.emit('call:rejected', { tool: call.name, reason: err.message });
        return { isError: true, content: [{ type: 'text', text: err.message }] };
      }
      throw err;
    }
    const outcome = await def.handler(call);
    for (const hook of this.afterHooks) await hook(call, outcome);
    this.emit('call:done', { tool: call.name, user: call.userId, resultType: outcome.resultType ?? 'complete' });
    return outcome;
  }
}
