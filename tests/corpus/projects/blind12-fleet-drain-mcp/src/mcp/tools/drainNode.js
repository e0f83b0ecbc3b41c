import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { Node } from '../../models/Node.js';
import { argsDigest } from '../../lib/argsDigest.js';

const TOOL = 'drain_node';

const toolError = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export default function registerDrainNode(server, { codec, drainQueue, defaultGraceSeconds }) {
  server.registerTool(
    TOOL,
    {
      title: 'Drain node',
      description: 'Cordon a node and evict its workloads so it can be serviced.',
      inputSchema: {
        cluster: z.string().min(1),
        node: z.string().min(1),
        gracePeriodSeconds: z.number().int().min(0).max(3600).optional(),
      },
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return toolError('Sign in to drain nodes.');

      const gracePeriodSeconds = args.gracePeriodSeconds ?? defaultGraceSeconds;
      const digest = argsDigest(TOOL, { cluster: args.cluster, node: args.node, gracePeriodSeconds });
      const pending = await ctx.mcpReq.requestState(); // verified by the server's requestState hook

      if (!pending) {
        const node = await Node.findByClusterAndName(args.cluster, args.node).lean();
        if (!node) return toolError(`No node ${args.node} in ${args.cluster}.`);
        if (node.state === 'draining' || node.state === 'drained') {
          return toolError(`${args.node} is already ${node.state}.`);
        }

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Drain ${args.cluster}/${args.node}? ${node.workloads.length} workloads will be evicted ` +
                `with a ${gracePeriodSeconds}s grace period.`,
              requestedSchema: {
                type: 'object',
                properties: { drain: { type: 'boolean', title: 'Drain now' } },
                required: ['drain'],
              },
            }),
          },
          requestState: await codec.mint({ tool: TOOL, digest, version: node.__v }, ctx),
        });
      }

      if (pending.tool !== TOOL || pending.digest !== digest) {
        return toolError('This confirmation was given for a different request.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.drain) {
        return { content: [{ type: 'text', text: 'Drain cancelled; the node was not touched.' }] };
      }

      const node = await Node.findOneAndUpdate(
        { cluster: args.cluster, name: args.node, __v: pending.version, state: { $nin: ['draining', 'drained'] } },
        { $set: { state: 'draining', drainRequestedBy: userId }, $inc: { __v: 1 } },
        { new: true },
      );
      if (!node) return toolError('The node changed since you confirmed; look again.');

      const job = await drainQueue.add(
        'drain',
        { nodeId: node.id, cluster: node.cluster, name: node.name, gracePeriodSeconds, requestedBy: userId },
        { jobId: `drain:${node.id}:${node.__v}`, attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
      );
      await Node.updateOne({ _id: node._id }, { $set: { drainJobId: job.id } });

      return {
        content: [{ type: 'text', text: `Draining ${node.cluster}/${node.name} (job ${job.id}).` }],
        structuredContent: { jobId: job.id, state: 'draining' },
      };
    },
  );
}
