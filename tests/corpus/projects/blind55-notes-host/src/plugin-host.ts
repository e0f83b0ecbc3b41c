// Plugins call host.register(name, impl). The host registers each one on
// every McpServer it is attached to and runs before/after hooks around it.
import type { CallToolResult, InputRequiredResult, McpServer, ServerContext } from '@modelcontextprotocol/server';
import type { ZodRawShape, ZodObject } from 'zod';
import { ForeignStateError } from './state/codec.js';
import type { NotesService } from './services/notes.js';

export type PluginResult = CallToolResult | InputRequiredResult;

export interface PluginImpl<A> {
  config: {
    title?: string;
    description: string;
    inputSchema: ZodObject<ZodRawShape>;
    annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
  };
  handle(args: A, ctx: ServerContext): Promise<PluginResult>;
}

export interface Services {
  notes: NotesService;
}

type BeforeHook = (name: string, ctx: ServerContext) => PluginResult | void | Promise<PluginResult | void>;
type AfterHook = (name: string, ctx: ServerContext, result: PluginResult) => void;

export class PluginHost {
  private readonly plugins = new Map<string, PluginImpl<any>>();
  private readonly before: BeforeHook[] = [];
  private readonly after: AfterHook[] = [];

  register<A>(name: string, impl: PluginImpl<A>): void {
    if (this.plugins.has(name)) throw new Error(`plugin ${name} registered twice`);
    this.plugins.set(name, impl);
  }

  beforeEach(hook: BeforeHook): void {
    this.before.push(hook);
  }

  afterEach(hook: AfterHook): void {
    this.after.push(hook);
  }

  async load(specifiers: readonly string[], services: Services): Promise<void> {
    for (const spec of specifiers) {
      const mod: { default: (host: PluginHost, services: Services) => void } = await import(`./plugins/${spec}.js`);
      mod.default(this, services);
    }
  }

  attach(server: McpServer): void {
    for (const [name, impl] of this.plugins) {
      server.registerTool(name, impl.config, (args: unknown, ctx: ServerContext) => this.run(name, impl, args, ctx));
    }
  }

  private async run(name: string, impl: PluginImpl<any>, args: unknown, ctx: ServerContext): Promise<PluginResult> {
    for (const hook of this.before) {
      const early = await hook(name, ctx);
      if (early) return early;
    }
    let result: PluginResult;
    try {
      result = await impl.handle(args, ctx);
    } catch (err) {
      if (!(err instanceof ForeignStateError)) throw err;
      result = { isError: true, content: [{ type: 'text', text: 'That continuation belongs to another tool. Start again.' }] };
    }
    for (const hook of this.after) hook(name, ctx, result);
    return result;
  }
}
