import { Queue, Worker } from 'bullmq';
import k8s from '@kubernetes/client-node';
import { Node } from '../models/Node.js';

const QUEUE = 'node-drain';

export function createDrainQueue(connection) {
  return new Queue(QUEUE, {
    connection,
    defaultJobOptions: { removeOnComplete: 1000, removeOnFail: 5000 },
  });
}

function kubeFor(cluster) {
  const kc = new k8s.KubeConfig();
  kc.loadFromDefault();
  kc.setCurrentContext(cluster);
  return kc.makeApiClient(k8s.CoreV1Api);
}

async function evictAll(core, nodeName, gracePeriodSeconds, onProgress) {
  const { body } = await core.listPodForAllNamespaces(undefined, undefined, `spec.nodeName=${nodeName}`);
  const pods = body.items.filter((pod) => !pod.metadata?.ownerReferences?.some((o) => o.kind === 'DaemonSet'));
  let done = 0;
  for (const pod of pods) {
    await core.createNamespacedPodEviction(pod.metadata.name, pod.metadata.namespace, {
      apiVersion: 'policy/v1',
      kind: 'Eviction',
      metadata: { name: pod.metadata.name, namespace: pod.metadata.namespace },
      deleteOptions: { gracePeriodSeconds },
    });
    done += 1;
    await onProgress(Math.round((done / pods.length) * 100));
  }
  return pods.length;
}

export function startDrainWorker(connection, { concurrency = 2, logger = console } = {}) {
  const worker = new Worker(
    QUEUE,
    async (job) => {
      const { nodeId, cluster, name, gracePeriodSeconds, requestedBy } = job.data;
      logger.info(`drain ${cluster}/${name} requested by ${requestedBy}`);
      const core = kubeFor(cluster);

      await core.patchNode(name, { spec: { unschedulable: true } }, undefined, undefined, undefined, undefined, undefined, {
        headers: { 'Content-Type': 'application/strategic-merge-patch+json' },
      });
      const evicted = await evictAll(core, name, gracePeriodSeconds, (pct) => job.updateProgress(pct));
      await Node.updateOne({ _id: nodeId }, { $set: { state: 'drained', workloads: [] } });
      return { evicted };
    },
    { connection, concurrency },
  );

  worker.on('failed', (job, err) => {
    logger.error(`drain job ${job?.id} failed: ${err.message}`);
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
      Node.updateOne({ _id: job.data.nodeId }, { $set: { state: 'cordoned' } }).catch((e) => logger.error(e));
    }
  });

  return worker;
}
