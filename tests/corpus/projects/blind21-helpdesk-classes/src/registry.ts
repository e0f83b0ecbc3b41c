import type { BaseTool } from './tools/base.js';

const TOOLS = Symbol('helpdesk.tools');
const FROZEN = Symbol('helpdesk.frozen');

export class ToolRegistry {
  private readonly [TOOLS] = new Map<string, BaseTool<any>>();
  private [FROZEN] = false;

  register(...tools: BaseTool<any>[]): this {
    if (this[FROZEN]) throw new Error('Tool registry is frozen once the server is connected');
    for (const tool of tools) {
      if (this[TOOLS].has(tool.name)) throw new Error(`Duplicate tool name: ${tool.name}`);
      this[TOOLS].set(tool.name, tool);
    }
    return this;
  }

  freeze(): this {
    this[FROZEN] = true;
    return this;
  }

  get(name: string): BaseTool<any> | undefined {
    return this[TOOLS].get(name);
  }

  describeAll() {
    return [...this[TOOLS].values()].map((t) => t.describe());
  }

  *[Symbol.iterator](): IterableIterator<BaseTool<any>> {
    yield* this[TOOLS].values();
  }
}
