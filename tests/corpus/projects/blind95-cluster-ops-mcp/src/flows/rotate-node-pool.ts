// Workflow for rotate_node_pool: asks the node-rotator for a plan, confirms the window, then starts the rotation.
// @ts-nocheck
import type { Question } from './runner.js';

async function rotator(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`node-rotator ${method} ${path}: HTTP ${res.status}`);
  return res.json();
}

function nextMaintenanceWindow(now = new Date()): string {
  const start = new Date(now);
  start.setUTCHours(1, 0, 0, 0);
  if (start <= now) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
}

export async function* rotateNodePoolFlow(args, { kube, rotatorUrl, rotatorToken }): AsyncGenerator<Question, unknown, Record<string, unknown>> {
  const nodes = await kube.listNodesInPool(args.pool);
  if (nodes.length === 0) return { started: false, reason: `pool ${args.pool} has no nodes` };

  const plan = await rotator(rotatorUrl, rotatorToken, 'POST', '/v1/plans', {
    pool: args.pool,
    maxSurge: args.maxSurge ?? 1,
    dryRun: true,
  });

  const go = yield {
    key: 'confirm_rotation',
    message:
      `Rotate ${nodes.length} nodes in pool ${args.pool}? About ${plan.estimatedMinutes} minutes, ` +
      `${plan.disruptedWorkloads} workloads restarted.`,
    schema: {
      type: 'object',
      properties: { confirm: { type: 'boolean' }, window: { type: 'string', enum: ['now', 'maintenance'] } },
      required: ['confirm', 'window'],
    },
  };
  if (go.confirm !== true) return { started: false, reason: 'not confirmed' };

  const run = await rotator(rotatorUrl, rotatorToken, 'POST', '/v1/rotations', {
    planId: plan.id,
    startAt: go.window === 'maintenance' ? nextMaintenanceWindow() : 'now',
  });
  return { started: true, rotationId: run.id, nodes: nodes.length, startAt: run.startAt };
}
