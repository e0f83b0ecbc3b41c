import 'reflect-metadata';
import { injectable } from 'inversify';
import type { ToolCall, ToolHandler, ToolResult } from '../types.js';
import { refusal, type StateSealer } from '../state/state-sealer.js';

export interface ToolMeta {
  name: string;
  description: string;
  inputSchema: {
    type: 'object';
    properties: Record<string, unknown>;
    required?: string[];
  };
  destructive?: boolean;
}

type ToolClass = new (...args: never[]) => ToolHandler;

const TOOL_META = Symbol.for('ledger-desk:tool-meta');
const registry: ToolClass[] = [];

/** Class decorator: makes the class injectable and lists it for the dispatcher. */
export function Tool(meta: ToolMeta): ClassDecorator {
  return (target) => {
    injectable()(target);
    Reflect.defineMetadata(TOOL_META, meta, target);
    registry.push(target as unknown as ToolClass);
  };
}

export function registeredTools(): Array<{ meta: ToolMeta; type: ToolClass }> {
  return registry.map((type) => ({ meta: Reflect.getMetadata(TOOL_META, type) as ToolMeta, type }));
}

interface StatefulTool extends ToolHandler {
  readonly sealer: StateSealer;
}

/**
 * Method decorator for `execute(call, state?)`: on a retry it opens the sealed requestState
 * (bound to the caller and this tool, and to the arguments when `bindArgs`) and hands the
 * data to the method; a bad or stale token ends the call with a tool error.
 */
export function WithState(options: { bindArgs?: boolean } = {}): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const execute = descriptor.value as (this: StatefulTool, call: ToolCall, state?: unknown) => Promise<ToolResult>;
    descriptor.value = async function (this: StatefulTool, call: ToolCall): Promise<ToolResult> {
      if (!call.requestState) return execute.call(this, call, undefined);
      const state = this.sealer.open(call.requestState, {
        userId: call.userId,
        tool: call.name,
        args: options.bindArgs ? call.args : undefined,
      });
      if (state === null) return refusal('That confirmation has expired or does not match this request. Please start again.');
      return execute.call(this, call, state);
    };
    return descriptor;
  };
}
