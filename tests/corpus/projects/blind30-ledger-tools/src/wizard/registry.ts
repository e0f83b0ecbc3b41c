import type { McpServer } from '@modelcontextprotocol/server';
import type { ToolContext, WizardTool } from './wizard-tool.js';

/** Collects the wizards and registers them on each per-request McpServer. */
export class ToolRegistry {
  // (the project turns @typescript-eslint/no-explicit-any off for the next line)
  readonly #tools = new Map<string, WizardTool<any>>();

  // (the project turns @typescript-eslint/no-explicit-any off for the next line)
  add(tool: WizardTool<any>): this {
    if (this.#tools.has(tool.name)) throw new Error(`duplicate tool ${tool.name}`);
    this.#tools.set(tool.name, tool);
    return this;
  }

  get names(): string[] {
    return [...this.#tools.keys()];
  }

  attach(server: McpServer): McpServer {
    for (const tool of this.#tools.values()) {
      server.registerTool(
        tool.name,
        { description: tool.description, inputSchema: tool.inputShape, annotations: tool.annotations },
        (args, ctx) => tool.run(args, ctx as unknown as ToolContext),
      );
    }
    return server;
  }
}
