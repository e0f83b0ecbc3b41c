import type { CallToolResult, InputRequiredResult, McpServer, ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { RolloutCodec } from '../state/codec.js';
import { type StateOf, type ToolName, isStateFor } from '../state/types.js';

export type FirstRound = CallToolResult | InputRequiredResult;
export type ArgsOf<S extends z.ZodRawShape> = z.output<z.ZodObject<S>>;

export const say = (text: string, isError = false): CallToolResult => ({
  ...(isError ? { isError: true } : {}),
  content: [{ type: 'text', text }],
});

/**
 * Shared two-round flow: `ask` runs when there is no state yet and usually
 * answers input_required; `resume` gets the verified state of *this* tool.
 */
export abstract class RolloutTool<Name extends ToolName, Shape extends z.ZodRawShape> {
  abstract readonly name: Name;
  abstract readonly title: string;
  abstract readonly description: string;
  abstract readonly shape: Shape;
  protected readonly destructive: boolean = false;

  constructor(protected readonly codec: RolloutCodec) {}

  protected abstract ask(args: ArgsOf<Shape>, ctx: ServerContext): Promise<FirstRound>;
  protected abstract resume(args: ArgsOf<Shape>, state: StateOf<Name>, ctx: ServerContext): Promise<CallToolResult>;

  register(server: McpServer): void {
    server.registerTool(
      this.name,
      {
        title: this.title,
        description: this.description,
        inputSchema: z.object(this.shape),
        annotations: { destructiveHint: this.destructive, openWorldHint: false },
      },
      async (args, ctx) => {
        const input = args as ArgsOf<Shape>;
        const state = ctx.mcpReq.requestState<unknown>();
        if (state === undefined) return this.ask(input, ctx);
        if (!isStateFor(state, this.name)) return say('That confirmation belongs to another action; start again.', true);
        return this.resume(input, state, ctx);
      },
    );
  }
}
