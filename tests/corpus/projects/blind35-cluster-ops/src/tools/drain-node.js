import { cordon, evictAll, podsOnNode } from '../kube.js';
import { openState, sealState } from '../state-token.js';
import { refused, reply } from './registry.js';

const confirmSchema = {
  type: 'object',
  properties: { drain: { type: 'boolean', title: 'Cordon and drain this node' } },
  required: ['drain'],
};

export async function handle({ tool, args, params, caller }) {
  const node = String(args.node ?? '');
  const gracePeriodSeconds = Number(args.gracePeriodSeconds ?? 30);
  if (!node) return refused('node is required');

  if (params.requestState === undefined) {
    const pods = await podsOnNode(node);
    const namespaces = [...new Set(pods.map((pod) => pod.metadata.namespace))].sort();
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Drain ${node}? ${pods.length} pods in ${namespaces.join(', ') || 'no namespace'} will be evicted.`,
            requestedSchema: confirmSchema,
          },
        },
      },
      requestState: sealState({ step: 'confirm', pods: pods.length }, { userId: caller.userId, tool }), // expect-todo: require-state-binding
    };
  }

  const state = openState(params.requestState, { userId: caller.userId, tool }); // expect: require-state-binding
  if (!state || state.step !== 'confirm') return refused('This confirmation expired or is not valid. Ask again.');

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.drain !== true) return reply(`${node} left as it is.`);

  await cordon(node);
  const { evicted, blocked } = await evictAll(node, { gracePeriodSeconds });
  return reply(
    `Cordoned ${node} and evicted ${evicted} pods` +
      (blocked ? `; ${blocked} evictions were refused by a PodDisruptionBudget, retry later.` : '.'),
  );
}
