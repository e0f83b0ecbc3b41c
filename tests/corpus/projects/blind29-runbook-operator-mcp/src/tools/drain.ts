import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { Effect, pipe } from 'effect';
import * as z from 'zod/v4';
import { booleanForm, text, toolError, type ToolContext } from '../result.js';
import { Kube, KubeLive } from '../services.js';
import type { RunbookState, StateCodec } from '../state.js';

const TOOL = 'drain_node';

const handle = (node: string, ctx: ToolContext, codec: StateCodec) =>
  Effect.gen(function* () {
    const kube = yield* Kube;
    const state = ctx.mcpReq.requestState<RunbookState>();

    if (state === undefined) {
      const pods = yield* kube.podsOn(node);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit(booleanForm(`Cordon ${node} and evict its ${pods.length} pod(s)?`, 'drain', 'Drain')),
        },
        requestState: yield* Effect.promise(() => codec.mint({ tool: TOOL, node, pods: pods.length }, ctx)),
      });
    }

    if (state.tool !== TOOL || state.node !== node) {
      return toolError('This confirmation was for another action. Ask to drain the node again.');
    }
    const decision = acceptedContent<{ drain: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (decision?.drain !== true) return text(`${node} left schedulable.`);

    yield* kube.drain(state.node);
    return text(`${state.node} cordoned; ${state.pods} pod(s) evicted.`);
  });

export const registerDrain = (server: McpServer, codec: StateCodec) =>
  server.registerTool(
    TOOL,
    {
      title: 'Drain node',
      description: 'Cordon a Kubernetes node and evict its pods, after confirmation.',
      inputSchema: { node: z.string().regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/) },
      annotations: { destructiveHint: true },
    },
    ({ node }, ctx) =>
      pipe(
        handle(node, ctx as ToolContext, codec),
        Effect.provide(KubeLive),
        Effect.catchAll((e) => Effect.succeed(toolError(`Kubernetes: ${'message' in e ? e.message : String(e)}`))),
        Effect.runPromise,
      ),
  );
