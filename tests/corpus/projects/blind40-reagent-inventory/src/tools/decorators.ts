import 'reflect-metadata';
import { injectable } from 'inversify';
import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import type { ZodRawShape } from 'zod';
import type { StateSealer } from '../types.js';

export interface ToolMeta {
  name: string;
  title?: string;
  description: string;
  input: ZodRawShape;
  destructive?: boolean;
  readOnly?: boolean;
}

export interface InventoryTool {
  run(args: Record<string, unknown>, ctx: ServerContext): Promise<unknown>;
}

const TOOL_META = Symbol('inventory:tool-meta');

export function Tool(meta: ToolMeta): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(TOOL_META, meta, target);
    injectable()(target);
  };
}

export function toolMeta(tool: object): ToolMeta {
  const meta = Reflect.getMetadata(TOOL_META, tool.constructor) as ToolMeta | undefined;
  if (!meta) throw new Error(`${tool.constructor.name} is not decorated with @Tool`);
  return meta;
}

export function requireUser(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('an authenticated lab member is required');
  return userId;
}

export const reply = (text: string) => ({ content: [{ type: 'text' as const, text }] });

export const stateRefused = (reason: string) => ({
  isError: true,
  content: [{ type: 'text' as const, text: `That approval can't be used (${reason}). Start the request again.` }],
});

/**
 * `@Confirm(prompt)` on a tool's `run`: the first call asks the user to approve, the retry must
 * carry the sealed approval for this member, this tool (its @Tool name) and these exact
 * arguments. The tool class provides `sealer`.
 */
export function Confirm(prompt: (args: any) => string): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const run = descriptor.value as InventoryTool['run'];
    descriptor.value = async function (this: InventoryTool & { sealer: StateSealer }, args: Record<string, unknown>, ctx: ServerContext) {
      const binding = { userId: requireUser(ctx), tool: toolMeta(this).name, args };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        return inputRequired({
          inputRequests: {
            approval: inputRequired.elicit({
              message: prompt(args),
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Approve' } },
                required: ['approve'],
              },
            }),
          },
          requestState: this.sealer.seal({ awaiting: 'approval' }, binding),
        });
      }

      const opened = this.sealer.open<{ awaiting: string }>(token, binding);
      if (!opened.ok) return stateRefused(opened.reason);
      if (acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approval')?.approve !== true) {
        return reply('Not approved; nothing was changed.');
      }
      return run.call(this, args, ctx);
    };
    return descriptor;
  };
}
