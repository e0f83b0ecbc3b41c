// Wrapper around the Kubernetes API for the reads and writes the cluster tools perform.
// @ts-nocheck
import * as k8s from '@kubernetes/client-node';

export function createKube(context?: string) {
  const kc = new k8s.KubeConfig();
  kc.loadFromDefault();
  if (context) kc.setCurrentContext(context);

  const core = kc.makeApiClient(k8s.CoreV1Api);
  const apps = kc.makeApiClient(k8s.AppsV1Api);
  const jsonPatch = k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.JsonPatch);
  const mergePatch = k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.MergePatch);

  return {
    readNode: (name: string) => core.readNode({ name }),

    async listEvictablePods(nodeName: string) {
      const list = await core.listPodForAllNamespaces({ fieldSelector: `spec.nodeName=${nodeName}` });
      return list.items.filter(
        (pod) => !pod.metadata?.ownerReferences?.some((ref) => ref.kind === 'DaemonSet') &&
          pod.status?.phase !== 'Succeeded' && pod.status?.phase !== 'Failed',
      );
    },

    async cordon(name: string) {
      await core.patchNode({ name, body: [{ op: 'replace', path: '/spec/unschedulable', value: true }] }, jsonPatch);
    },

    async evict(pod) {
      const { name, namespace } = pod.metadata;
      await core.createNamespacedPodEviction({
        name,
        namespace,
        body: { apiVersion: 'policy/v1', kind: 'Eviction', metadata: { name, namespace } },
      });
    },

    readDeployment: (namespace: string, name: string) => apps.readNamespacedDeployment({ name, namespace }),

    async scaleDeployment(namespace: string, name: string, replicas: number) {
      await apps.patchNamespacedDeploymentScale({ name, namespace, body: { spec: { replicas } } }, mergePatch);
    },

    async listNodesInPool(pool: string) {
      const list = await core.listNode({ labelSelector: `cloud.google.com/gke-nodepool=${pool}` });
      return list.items;
    },

    async listNodes() {
      const list = await core.listNode();
      return list.items;
    },

    async requestServiceAccountToken(namespace: string, serviceAccount: string, seconds: number): Promise<string> {
      const res = await core.createNamespacedServiceAccountToken({
        name: serviceAccount,
        namespace,
        body: { spec: { audiences: ['node-rotator'], expirationSeconds: seconds } },
      });
      return res.status.token;
    },
  };
}
