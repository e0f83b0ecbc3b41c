import { activity, ask, type Workflow } from './engine.js';

export interface DrainInput extends Record<string, unknown> {
  nodeId: string;
  reason: string;
  evictGracePeriodSeconds: number;
}

interface PodList {
  pods: { namespace: string; name: string; protected: boolean }[];
}

export const DRAIN_WORKFLOW = 'drain-node';

export const drainNode: Workflow<DrainInput> = function* ({ nodeId, reason, evictGracePeriodSeconds }) {
  yield activity('cordon', { nodeId, reason });

  const { pods } = (yield activity('listPods', { nodeId })) as PodList;
  const protectedPods = pods.filter((p) => p.protected);

  const confirmation = (yield ask(
    'confirm_drain',
    `Node ${nodeId} is cordoned. Evict ${pods.length} pods (${protectedPods.length} protected)?`,
    {
      type: 'object',
      properties: {
        confirm: { type: 'boolean', title: 'Evict now' },
        includeProtected: { type: 'boolean', title: 'Also evict protected pods', default: false },
      },
      required: ['confirm'],
    },
  )) as { action: string; content?: { confirm?: boolean; includeProtected?: boolean } };

  if (confirmation.action !== 'accept' || !confirmation.content?.confirm) {
    yield activity('uncordon', { nodeId });
    return `Drain of ${nodeId} abandoned; node uncordoned.`;
  }

  const victims = confirmation.content.includeProtected ? pods : pods.filter((p) => !p.protected);
  const { evicted } = (yield activity('evict', { nodeId, pods: victims, evictGracePeriodSeconds })) as { evicted: number };
  return `Drained ${nodeId}: ${evicted}/${victims.length} pods evicted.`;
};
