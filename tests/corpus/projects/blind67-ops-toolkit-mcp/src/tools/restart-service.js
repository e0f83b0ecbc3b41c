import { z } from 'zod';
import { confirmRequest, confirmed, defineTool, text } from '../kit/define-tool.js';
import { getService, restartService as requestRestart } from '../platform.js';

export const restartService = defineTool({
  name: 'restart_service',
  description: 'Rolling restart of a service in one environment. Shows the current rollout and asks to confirm.',
  input: z.object({
    service: z.string().regex(/^[a-z0-9-]+$/),
    environment: z.enum(['staging', 'production']),
    drain: z.boolean().default(true),
  }),
  destructive: true,

  async start({ service, environment, drain }, turn) {
    const svc = await getService(service, environment, turn.user);
    const how = drain ? 'draining connections first' : 'without draining';
    return turn.ask(
      { confirm: confirmRequest(`Restart ${svc.replicas} replicas of ${service}@${svc.revision} in ${environment}, ${how}?`) },
      { revision: svc.revision, replicas: svc.replicas },
    );
  },

  async resume({ service, environment, drain }, saved, turn) {
    if (!confirmed(turn.answers)) return text(`${service} was not restarted.`);
    // expectRevision — the platform refuses if a deploy landed between the question and the answer
    const run = await requestRestart(service, environment, { drain, expectRevision: saved.revision }, turn.user);
    return text(`Restart ${run.id} started for ${saved.replicas} replicas of ${service} in ${environment}.`);
  },
});
