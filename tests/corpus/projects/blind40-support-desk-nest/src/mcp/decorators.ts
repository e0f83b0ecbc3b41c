import 'reflect-metadata';
import { SetMetadata } from '@nestjs/common';
import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import type { ZodRawShape } from 'zod';
import type { StateSealer } from '../state/state-sealer.js';

export const MCP_TOOL = 'support-desk:mcp-tool';

export interface McpToolOptions {
  name: string;
  description: string;
  input?: ZodRawShape;
  destructive?: boolean;
}

export const McpTool = (options: McpToolOptions): MethodDecorator => SetMetadata(MCP_TOOL, options);

/** The agent's id from the verified bearer token; tools refuse to run without one. */
export function principal(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error('support-desk tools require a signed-in agent');
  return userId;
}

export function refusal(reason: string) {
  return {
    isError: true,
    content: [{ type: 'text' as const, text: `This step could not be continued (${reason}). Run the tool again.` }],
  };
}

export const say = (text: string) => ({ content: [{ type: 'text' as const, text }] });

interface HasSealer {
  readonly sealer: StateSealer;
}

const CONFIRM_SCHEMA = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Yes, do it' } },
  required: ['confirm'],
} as const;

/**
 * Wraps a tool method in a confirmation round. Put it *below* @McpTool: it reads the tool's
 * name from the metadata @McpTool attaches to the wrapper, and seals the "yes" to the agent,
 * that tool and the exact arguments, so the retry cannot swap any of them.
 */
export function Confirm<A extends Record<string, unknown>>(options: {
  message: (this: any, args: A) => string | Promise<string>;
}): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const action = descriptor.value as (this: HasSealer, args: A, ctx: ServerContext) => Promise<unknown>;

    const confirmed = async function (this: HasSealer, args: A, ctx: ServerContext) {
      const { name: tool } = Reflect.getMetadata(MCP_TOOL, confirmed) as McpToolOptions;
      const binding = { userId: principal(ctx), tool, args };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({ message: await options.message.call(this, args), requestedSchema: CONFIRM_SCHEMA }),
          },
          requestState: await this.sealer.seal({ step: 'confirm' }, binding),
        });
      }

      const opened = await this.sealer.open<{ step: string }>(token, binding);
      if (!opened.ok) return refusal(opened.reason);
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return say('Cancelled; nothing was changed.');
      return action.call(this, args, ctx);
    };

    descriptor.value = confirmed;
    return descriptor;
  };
}
