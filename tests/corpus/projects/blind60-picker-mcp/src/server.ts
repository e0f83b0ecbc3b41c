import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { StateBox } from './crypto/state-box.js';
import type { Kit, PickerTool, ToolCtx } from './tools/shared.js';
import { registry } from './tools/index.js';

function callerOf(ctx: ToolCtx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error('picker-mcp needs a signed-in user');
  return userId;
}

function annotationsOf(tool: PickerTool) {
  if (tool.destructive) return { destructiveHint: true };
  if (tool.readOnly) return { readOnlyHint: true };
  return {};
}

export function buildServer(box: StateBox): McpServer {
  const server = new McpServer({ name: 'picker', version: '0.9.0' }, { capabilities: { tools: {} } });

  for (const tool of registry) {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: z.object(tool.input), annotations: annotationsOf(tool) },
      async (args: unknown, ctx: ToolCtx) => {
        const caller = callerOf(ctx);
        // Every round of a multi round-trip call repeats the original arguments, so the state is
        // bound to them for every tool, not only the destructive ones.
        const binding = { sub: caller, tool: tool.name, args };
        const kit: Kit<unknown> = {
          caller,
          seal: (state) => box.seal(state, binding),
          open: (token) => box.open(token, binding),
        };
        return tool.run(args, ctx, kit);
      },
    );
  }
  return server;
}
