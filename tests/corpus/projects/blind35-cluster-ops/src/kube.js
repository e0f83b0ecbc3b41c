import * as k8s from '@kubernetes/client-node';
import { config } from './config.js';

const kc = new k8s.KubeConfig();
kc.loadFromDefault();
if (config.kubeContext) kc.setCurrentContext(config.kubeContext);

const core = kc.makeApiClient(k8s.CoreV1Api);
const apps = kc.makeApiClient(k8s.AppsV1Api);

export async function podsOnNode(node) {
  const list = await core.listPodForAllNamespaces({ fieldSelector: `spec.nodeName=${node}` });
  return list.items.filter((pod) => !pod.metadata?.ownerReferences?.some((ref) => ref.kind === 'DaemonSet'));
}

export async function cordon(node) {
  await core.patchNode(
    { name: node, body: { spec: { unschedulable: true } } },
    k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.MergePatch),
  );
}

export async function evictAll(node, { gracePeriodSeconds }) {
  const pods = await podsOnNode(node);
  const results = await Promise.allSettled(
    pods.map((pod) =>
      core.createNamespacedPodEviction({
        name: pod.metadata.name,
        namespace: pod.metadata.namespace,
        body: {
          apiVersion: 'policy/v1',
          kind: 'Eviction',
          metadata: { name: pod.metadata.name, namespace: pod.metadata.namespace },
          deleteOptions: { gracePeriodSeconds },
        },
      }),
    ),
  );
  return {
    evicted: results.filter((r) => r.status === 'fulfilled').length,
    blocked: results.filter((r) => r.status === 'rejected').length,
  };
}

export async function readScale(namespace, deployment) {
  const scale = await apps.readNamespacedDeploymentScale({ name: deployment, namespace });
  return scale.spec?.replicas ?? 0;
}

export async function setScale(namespace, deployment, replicas) {
  await apps.patchNamespacedDeploymentScale(
    { name: deployment, namespace, body: { spec: { replicas } } },
    k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.MergePatch),
  );
}
