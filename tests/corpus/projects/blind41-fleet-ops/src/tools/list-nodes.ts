import { z } from 'zod';
import { fleet } from '../fleet/api.js';
import { createTool, textResult } from '../kit/tool.js';

export const listNodes = createTool('list_nodes')
  .describe('List fleet nodes, optionally only those of one pool.')
  .input({ pool: z.string().optional().describe('Pool name, e.g. web-eu') })
  .run(async ({ pool }) => {
    const nodes = await fleet.list(pool);
    if (nodes.length === 0) return textResult(pool ? `No nodes in ${pool}.` : 'The fleet is empty.');
    const lines = nodes.map((n) => `${n.name.padEnd(18)} ${n.pool.padEnd(12)} ${n.region.padEnd(11)} ${n.status}`);
    return textResult(lines.join('\n'));
  });
