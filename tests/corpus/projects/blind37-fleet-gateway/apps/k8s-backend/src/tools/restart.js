import * as k8s from '@kubernetes/client-node';
import { stateTokens } from '../tokens.js';

const kc = new k8s.KubeConfig();
kc.loadFromCluster();
const apps = kc.makeApiClient(k8s.AppsV1Api);

export const RESTART = {
  name: 'restart_workload',
  description: 'Rolling restart of a Deployment (same as `kubectl rollout restart`).',
  inputSchema: {
    type: 'object',
    properties: {
      namespace: { type: 'string' },
      deployment: { type: 'string' },
    },
    required: ['namespace', 'deployment'],
  },
  annotations: { destructiveHint: true },
};

const PROTECTED_NAMESPACES = new Set(['kube-system', 'cert-manager', 'istio-system']);

export async function restartWorkload({ args, inputResponses, requestState, user }) {
  const { namespace, deployment } = args;
  if (PROTECTED_NAMESPACES.has(namespace)) {
    return { isError: true, content: [{ type: 'text', text: `${namespace} is managed by the platform team.` }] };
  }

  if (!requestState) {
    const { spec, status } = await apps.readNamespacedDeployment({ name: deployment, namespace });
    // On-call usually confirms from their phone, sometimes after handing over the shift,
    // so the confirmation prompt has to outlive a quick coffee break.
    const token = await stateTokens.issue({ namespace, deployment, step: 'confirm' }, { sub: user, tool: RESTART.name, ttl: '2h' }); // expect: require-state-binding
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Restart ${namespace}/${deployment}? ${status?.readyReplicas ?? 0}/${spec?.replicas ?? 0} pods are ready.`,
            requestedSchema: {
              type: 'object',
              properties: { restart: { type: 'boolean', title: 'Restart all pods' } },
              required: ['restart'],
            },
          },
        },
      },
      requestState: token,
    };
  }

  const claims = await stateTokens.check(requestState, { sub: user, tool: RESTART.name });
  if (!claims || claims.namespace !== namespace || claims.deployment !== deployment) {
    return { isError: true, content: [{ type: 'text', text: 'That confirmation is not valid for this restart. Ask again.' }] };
  }
  const answer = inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.restart !== true) {
    return { content: [{ type: 'text', text: 'Restart cancelled.' }] };
  }

  await apps.patchNamespacedDeployment(
    {
      name: deployment,
      namespace,
      body: { spec: { template: { metadata: { annotations: { 'kubectl.kubernetes.io/restartedAt': new Date().toISOString() } } } } },
    },
    k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.MergePatch),
  );
  return { content: [{ type: 'text', text: `Restarting ${namespace}/${deployment} (requested by ${user}).` }] };
}
