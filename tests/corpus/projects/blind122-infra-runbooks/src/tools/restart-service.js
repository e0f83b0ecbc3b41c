// Defines the restart_service tool, which rolling-restarts a deployment after operator approval.
import { z } from 'zod';
import { ALLOWED_NAMESPACES, TOOL_RESTART, kube } from '../lib/index.js';
import { confirmThen } from './confirm.js';

const inputSchema = z.object({
  namespace: z.enum(ALLOWED_NAMESPACES),
  deployment: z.string().regex(/^[a-z0-9-]{1,63}$/),
});

export default {
  name: TOOL_RESTART,
  config: {
    description: 'Rolling-restart a deployment. The operator must approve.',
    inputSchema,
    annotations: { destructiveHint: true },
  },
  handler: confirmThen(TOOL_RESTART, {
    describe: async ({ namespace, deployment }) => {
      const d = await kube.getDeployment(namespace, deployment);
      const ready = d.status?.readyReplicas ?? 0;
      return `Restart ${namespace}/${deployment}? ${ready}/${d.spec.replicas} pods are ready right now.`;
    },
    run: async ({ namespace, deployment }, userId) => {
      await kube.rolloutRestart(namespace, deployment);
      console.error(`[audit] ${userId} restarted ${namespace}/${deployment}`);
      return `Rollout restart of ${namespace}/${deployment} started.`;
    },
  }),
};
