import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { McpServer, ServerContext } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { refusal, sealer } from '../security/seal.js';
import type { Answers, AnyStatefulTool, Caller, StatefulTool, Step } from './stateful.js';

/** Identity helper: lets a tool module get full inference for its args and state. */
export function defineTool<TInput extends z.ZodObject, TState>(tool: StatefulTool<TInput, TState>): StatefulTool<TInput, TState> {
  return tool;
}

export class UnauthenticatedError extends Error {}

/** The verifier in http.ts stores the GitHub user in authInfo.extra. */
export function callerOf(ctx: ServerContext): Caller {
  const extra = ctx.http?.authInfo?.extra;
  const id = extra?.userId;
  if (typeof id !== 'string' || id.length === 0) throw new UnauthenticatedError('ci-pilot needs a signed-in GitHub user');
  return { id, login: typeof extra?.login === 'string' ? extra.login : id };
}

function answersFrom(ctx: ServerContext): Answers {
  const responses = ctx.mcpReq.inputResponses;
  return {
    form: (key) => acceptedContent(responses, key),
    raw: (key) => responses?.[key],
  };
}

/**
 * Registers a StatefulTool. Every state handed to the client is sealed and bound to the
 * caller, this tool and the exact arguments of the call; every state that comes back is
 * opened with the same binding before the tool sees it.
 */
export function mountTool(server: McpServer, tool: AnyStatefulTool): void {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      annotations: { destructiveHint: tool.destructive === true },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      const binding = { userId: caller.id, tool: tool.name, args };
      const token = ctx.mcpReq.requestState<string>();

      let step: Step<unknown>;
      if (token === undefined) {
        step = await tool.start(args, caller);
      } else {
        const opened = sealer.open(token, binding);
        if (!opened.ok) return refusal(opened.reason);
        step = await tool.resume(args, opened.state, answersFrom(ctx), caller);
      }

      if (step.kind === 'done') return step.result;
      return inputRequired({
        inputRequests: step.inputRequests,
        requestState: sealer.seal(step.keep, binding),
      });
    },
  );
}
