import type { McpServer } from '@modelcontextprotocol/server';
import type { z } from 'zod';

/**
 * `@tool({...})` marks a method as an MCP tool. Registrations are collected on
 * the instance under a realm-wide symbol so that tool classes shipped by other
 * workspace packages are picked up by the same `mountTools` call.
 */
export const TOOL_REGISTRY = Symbol.for('fleet-ops.mcp.tool-registry');

export interface ToolMeta {
  name: string;
  description: string;
  inputSchema: z.ZodTypeAny;
  destructive?: boolean;
}

type Handler = (args: any, ctx: any) => Promise<unknown>;

interface Registered {
  meta: ToolMeta;
  handler: Handler;
}

type WithRegistry = { [TOOL_REGISTRY]?: Registered[] };

export function tool(meta: ToolMeta) {
  return function <This extends object>(method: Handler, context: ClassMethodDecoratorContext<This, Handler>) {
    if (context.private || context.static) throw new Error(`@tool cannot decorate ${String(context.name)}`);
    context.addInitializer(function (this: This) {
      const holder = this as This & WithRegistry;
      (holder[TOOL_REGISTRY] ??= []).push({ meta, handler: method.bind(this) });
    });
    return method;
  };
}

export function mountTools(server: McpServer, ...instances: object[]): string[] {
  const names: string[] = [];
  for (const instance of instances) {
    for (const { meta, handler } of (instance as WithRegistry)[TOOL_REGISTRY] ?? []) {
      server.registerTool(
        meta.name,
        {
          description: meta.description,
          inputSchema: meta.inputSchema,
          annotations: { destructiveHint: meta.destructive ?? false },
        },
        handler as never,
      );
      names.push(meta.name);
    }
  }
  return names;
}
