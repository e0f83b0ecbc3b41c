// Defines the scale_deployment tool, which changes a deployment's replica count after approval.
import { z } from 'zod';
import { ALLOWED_NAMESPACES, TOOL_SCALE, kube } from '../lib/index.js';
import { confirmThen } from './confirm.js';

const inputSchema = z.object({
  namespace: z.enum(ALLOWED_NAMESPACES),
  deployment: z.string().regex(/^[a-z0-9-]{1,63}$/),
  replicas: z.number().int().min(0).max(50),
});

async function describe({ namespace, deployment, replicas }) {
  const d = await kube.getDeployment(namespace, deployment);
  const current = d.spec.replicas;
  if (current === replicas) return `${namespace}/${deployment} already has ${replicas} replicas. Re-apply anyway?`;
  const verb = replicas < current ? 'Scale DOWN' : 'Scale up';
  return `${verb} ${namespace}/${deployment} from ${current} to ${replicas} replicas?`;
}

async function run({ namespace, deployment, replicas }, userId) {
  await kube.scale(namespace, deployment, replicas);
  console.error(`[audit] ${userId} scaled ${namespace}/${deployment} to ${replicas}`);
  return `Scaled ${namespace}/${deployment} to ${replicas}.`;
}

export const scaleTool = {
  name: TOOL_SCALE,
  config: {
    description: 'Change the replica count of a deployment after operator approval.',
    inputSchema,
    annotations: { destructiveHint: true },
  },
  handler: confirmThen(TOOL_SCALE, { describe, run }),
};
