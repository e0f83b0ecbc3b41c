// Provides the McpTool class decorator and a registry of tool metadata.
// @ts-nocheck
import type { BaseTool } from './base-tool.js';

export interface ToolMetadata {
  name: string;
  title?: string;
  description: string;
  destructive?: boolean;
}

type ToolCtor = new (...args: any[]) => BaseTool<any, any>;

const registry = new Map<ToolCtor, ToolMetadata>();

/** Class decorator: `@McpTool({ name: 'purge_bin', ... })`. */
export function McpTool(meta: ToolMetadata) {
  return function <T extends ToolCtor>(target: T): T {
    registry.set(target, meta);
    return target;
  };
}

export function toolMetadata(target: ToolCtor): ToolMetadata {
  const meta = registry.get(target);
  if (!meta) throw new Error(`${target.name} is missing @McpTool`);
  return meta;
}

export function registeredTools(): ToolCtor[] {
  return [...registry.keys()];
}
