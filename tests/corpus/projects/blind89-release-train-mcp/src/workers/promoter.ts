// Queue-group workers that execute promotion and cancellation commands from the bus.
// @ts-nocheck
import { publish, serve } from '../bus/nats.js';
import * as deploy from '../services/deployApi.js';

export function startPromoter() {
  serve('release.promote', 'promoters', async (cmd) => {
    const rollout = await deploy.startRollout(cmd.deployToken, {
      planId: cmd.planId,
      service: cmd.service,
      buildId: cmd.buildId,
      environment: cmd.environment,
      requestedBy: cmd.requestedBy,
    });
    publish('release.events', { type: 'rollout.started', rolloutId: rollout.id, service: cmd.service, by: cmd.requestedBy, at: new Date().toISOString() });
  });

  serve('rollout.cancel', 'promoters', async (cmd) => {
    await deploy.cancelRollout(cmd.rolloutId, { reason: cmd.reason, requestedBy: cmd.requestedBy });
    publish('release.events', { type: 'rollout.cancelled', rolloutId: cmd.rolloutId, by: cmd.requestedBy, at: new Date().toISOString() });
  });
}
