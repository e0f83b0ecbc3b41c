import { inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { CheckpointCodec, Checkpoint } from '@fleet-ops/workflows/checkpoint';
import { runWorkflow, type Activities, type EventLog } from '@fleet-ops/workflows/engine';
import { drainNode, DRAIN_WORKFLOW, type DrainInput } from '@fleet-ops/workflows/drain';
import { tool } from '../decorators.js';

const DrainArgs = z.object({
  nodeId: z.string().regex(/^[a-z0-9-]{3,63}$/),
  reason: z.string().min(3).max(200),
  evictGracePeriodSeconds: z.number().int().min(0).max(3600).default(30),
});

const errorResult = (text: string) => ({ content: [{ type: 'text' as const, text }], isError: true });

export class DrainNodeTool {
  constructor(
    private readonly codec: CheckpointCodec,
    private readonly activities: Activities,
    private readonly events?: EventLog,
  ) {}

  @tool({
    name: 'drain_node',
    description: 'Cordon a node, list its pods and, after confirmation, evict them.',
    inputSchema: DrainArgs,
    destructive: true,
  })
  async drain(args: z.infer<typeof DrainArgs>, ctx: any) {
    const userId: string | undefined = ctx.http?.authInfo?.extra?.userId;
    if (!userId) return errorResult('drain_node requires an authenticated operator.');

    let previous: Checkpoint | undefined;
    const raw: string | undefined = ctx.mcpReq.requestState();
    if (raw) {
      try {
        previous = this.codec.decode(raw); // expect: require-sealed-state
      } catch {
        return errorResult('Invalid or expired requestState');
      }
      const now = Math.floor(Date.now() / 1000);
      const sameRun =
        previous.workflow === DRAIN_WORKFLOW && previous.userId === userId && previous.input.nodeId === args.nodeId;
      if (!sameRun || previous.exp <= now) return errorResult('Invalid or expired requestState');
    }

    const outcome = await runWorkflow<DrainInput>(DRAIN_WORKFLOW, drainNode, args, previous, {
      userId,
      codec: this.codec,
      activities: this.activities,
      answers: ctx.mcpReq.inputResponses ?? {},
      events: this.events,
    });

    if (outcome.status === 'waiting') {
      return inputRequired({
        inputRequests: {
          [outcome.ask.key]: inputRequired.elicit({ message: outcome.ask.message, requestedSchema: outcome.ask.requestedSchema }),
        },
        requestState: outcome.checkpoint,
      });
    }
    return { content: [{ type: 'text' as const, text: outcome.summary }] };
  }
}

export function kubeActivities(apiBase: string, token: string): Activities {
  const kube = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${apiBase}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
    if (!res.ok) throw new Error(`kube ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return res.json();
  };

  return {
    cordon: ({ nodeId }) =>
      kube(`/api/v1/nodes/${nodeId}`, {
        method: 'PATCH',
        body: JSON.stringify({ spec: { unschedulable: true } }),
        headers: { 'content-type': 'application/merge-patch+json' },
      }).then(() => ({ cordoned: true })),
    uncordon: ({ nodeId }) =>
      kube(`/api/v1/nodes/${nodeId}`, {
        method: 'PATCH',
        body: JSON.stringify({ spec: { unschedulable: false } }),
        headers: { 'content-type': 'application/merge-patch+json' },
      }).then(() => ({ cordoned: false })),
    listPods: async ({ nodeId }) => {
      const list = (await kube(`/api/v1/pods?fieldSelector=spec.nodeName=${nodeId}`)) as any;
      return {
        pods: list.items.map((p: any) => ({
          namespace: p.metadata.namespace,
          name: p.metadata.name,
          protected: p.metadata.annotations?.['fleet-ops/protected'] === 'true',
        })),
      };
    },
    evict: async ({ pods, evictGracePeriodSeconds }) => {
      let evicted = 0;
      for (const pod of pods) {
        await kube(`/api/v1/namespaces/${pod.namespace}/pods/${pod.name}/eviction`, {
          method: 'POST',
          body: JSON.stringify({
            apiVersion: 'policy/v1',
            kind: 'Eviction',
            metadata: { name: pod.name, namespace: pod.namespace },
            deleteOptions: { gracePeriodSeconds: evictGracePeriodSeconds },
          }),
        });
        evicted += 1;
      }
      return { evicted };
    },
  };
}
