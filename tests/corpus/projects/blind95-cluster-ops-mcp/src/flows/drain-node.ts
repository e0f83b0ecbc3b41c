// Workflow for drain_node: shows what will be evicted, asks for confirmation and an approval code, then drains.
// @ts-nocheck
import type { Question } from './runner.js';

export async function* drainNodeFlow(args, { kube, approvals }): AsyncGenerator<Question, unknown, Record<string, unknown>> {
  const node = await kube.readNode(args.node);
  const pods = await kube.listEvictablePods(args.node);
  const namespaces = [...new Set(pods.map((p) => p.metadata.namespace))].sort();

  const confirm = yield {
    key: 'confirm_drain',
    message:
      `Drain ${args.node} (${node.metadata?.labels?.['node.kubernetes.io/instance-type'] ?? 'unknown type'})? ` +
      `${pods.length} pods in ${namespaces.join(', ') || 'no namespaces'} will be evicted.`,
    schema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
  };
  if (confirm.confirm !== true) return { drained: false, reason: 'not confirmed' };

  const approval = yield {
    key: 'approval_code',
    message: `Enter the approval code for ${args.node} from the #ops-oncall channel.`,
    schema: { type: 'object', properties: { code: { type: 'string', minLength: 10, maxLength: 10 } }, required: ['code'] },
  };
  if (!approvals.check(args.node, approval.code)) return { drained: false, reason: 'approval code rejected' };

  await kube.cordon(args.node);
  const failed = [];
  for (const pod of pods) {
    try {
      await kube.evict(pod);
    } catch (err) {
      failed.push(`${pod.metadata.namespace}/${pod.metadata.name}: ${err.message}`);
    }
  }
  return { drained: failed.length === 0, cordoned: true, evicted: pods.length - failed.length, failed };
}
