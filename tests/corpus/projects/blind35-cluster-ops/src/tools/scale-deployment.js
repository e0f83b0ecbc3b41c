import { config } from '../config.js';
import { readScale, setScale } from '../kube.js';
import { openState, sealState } from '../state-token.js';
import { refused, reply } from './registry.js';

export async function handle({ tool, args, params, caller }) {
  const namespace = String(args.namespace ?? '');
  const deployment = String(args.deployment ?? '');
  const replicas = Number(args.replicas);
  if (!namespace || !deployment || !Number.isInteger(replicas) || replicas < 0) {
    return refused('namespace, deployment and a non-negative integer replicas are required');
  }
  if (config.protectedNamespaces.includes(namespace)) return refused(`${namespace} is managed by the platform team.`);

  if (params.requestState === undefined) {
    const current = await readScale(namespace, deployment);
    if (replicas >= current) {
      await setScale(namespace, deployment, replicas);
      return reply(`${namespace}/${deployment}: ${current} → ${replicas} replicas.`);
    }
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Scale ${namespace}/${deployment} down from ${current} to ${replicas} replicas?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: sealState(
        { step: 'confirm', target: { namespace, deployment, replicas }, current },
        { userId: caller.userId, tool },
      ),
    };
  }

  const state = openState(params.requestState, { userId: caller.userId, tool }); // expect: require-state-binding
  if (!state || state.step !== 'confirm') return refused('This confirmation expired or is not valid. Ask again.');
  const { target } = state;
  if (target?.namespace !== namespace || target.deployment !== deployment || target.replicas !== replicas) {
    return refused('The confirmation was for another deployment or replica count.');
  }

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) return reply('Scale left unchanged.');
  await setScale(namespace, deployment, replicas);
  return reply(`${namespace}/${deployment}: ${state.current} → ${replicas} replicas.`);
}
