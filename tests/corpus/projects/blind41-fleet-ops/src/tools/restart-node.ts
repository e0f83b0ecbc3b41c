import { z } from 'zod';
import { fleet } from '../fleet/api.js';
import { createTool, textResult } from '../kit/tool.js';

export const restartNode = createTool('restart_node')
  .describe('Restart one node. Its workloads are rescheduled elsewhere first.')
  .input({
    node: z.string().regex(/^[a-z0-9-]+$/).describe('Node name, e.g. web-eu-3'),
    graceSeconds: z.number().int().min(0).max(900).default(120),
  })
  .destructive()
  .confirm(({ node, graceSeconds }) => ({
    message: `Restart ${node}? Its workloads get ${graceSeconds}s to move before the node goes down.`,
  }))
  .run(async ({ node, graceSeconds }, { caller }) => {
    const op = await fleet.restart(node, { graceSeconds, requestedBy: caller });
    return textResult(`Restart of ${node} queued as ${op.id}.`);
  });
