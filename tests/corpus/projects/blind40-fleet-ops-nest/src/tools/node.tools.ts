import { Injectable } from '@nestjs/common';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { McpTool, callerId, refused, toolText, type ToolContext } from '../mcp/mcp-tool.js';
import { StateRejectedError, StateTokenService } from '../state/state-token.service.js';
import { FleetApi } from '../integrations/fleet.api.js';

const drainInput = {
  cluster: z.string().describe('Cluster name, e.g. prod-eu-1'),
  node: z.string().describe('Node name as shown by list_nodes'),
  force: z.boolean().default(false).describe('Ignore PodDisruptionBudgets'),
};

interface DrainArgs {
  cluster: string;
  node: string;
  force: boolean;
}

interface DrainState {
  step: 'confirm';
  podCount: number;
  protectedPods: number;
}

@Injectable()
export class NodeTools {
  constructor(
    private readonly fleet: FleetApi,
    private readonly states: StateTokenService,
  ) {}

  @McpTool({ name: 'list_nodes', description: 'List the nodes of a cluster with their status', input: { cluster: z.string() } })
  async listNodes({ cluster }: { cluster: string }) {
    const nodes = await this.fleet.listNodes(cluster);
    return toolText(nodes.map((n) => `${n.name}\t${n.status}\t${n.pods} pods`).join('\n'));
  }

  @McpTool({
    name: 'drain_node',
    description: 'Cordon a node and evict its pods so it can be serviced',
    input: drainInput,
    destructive: true,
  })
  async drainNode({ cluster, node, force }: DrainArgs, ctx: ToolContext) {
    const userId = callerId(ctx);
    const token = ctx.mcpReq.requestState<string>();

    if (token === undefined) {
      const pods = await this.fleet.podsOn(cluster, node);
      const protectedPods = pods.filter((p) => p.protectedByBudget).length;
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message:
              `Drain ${node} in ${cluster}? ${pods.length} pods will be evicted` +
              (force ? `, including ${protectedPods} protected by a disruption budget.` : '.'),
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Drain now' } },
              required: ['confirm'],
            },
          }),
        },
        requestState: await this.states.issue<DrainState>({ step: 'confirm', podCount: pods.length, protectedPods }, { userId, tool: 'drain_node' }), // expect: require-state-binding
      });
    }

    try {
      await this.states.redeem<DrainState>(token, { userId, tool: 'drain_node' });
    } catch (err) {
      if (err instanceof StateRejectedError) return refused(err.reason);
      throw err;
    }

    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (answer?.confirm !== true) return toolText(`Left ${node} alone.`);

    const { evicted } = await this.fleet.drain(cluster, node, { force, actor: userId });
    return toolText(`Drained ${node} in ${cluster}: ${evicted} pods evicted.`);
  }
}
