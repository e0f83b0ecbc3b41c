import { z } from 'zod';
import { fleet } from '../fleet/api.js';
import { createTool, textResult } from '../kit/tool.js';

const REGIONS = ['eu-west-1', 'us-east-1', 'ap-south-1'] as const;

export const drainPool = createTool('drain_pool')
  .describe("Cordon and drain every node of a pool. Needs the pool owner's cloud provider key.")
  .input({
    pool: z.string().describe('Pool name, e.g. batch-spot'),
    region: z.enum(REGIONS),
  })
  .destructive()
  .collect(
    'provider',
    ({ pool, region }) => ({
      message: `Draining ${pool} in ${region} goes through the cloud provider. Paste the pool's provider API key (it is not stored).`,
      fields: { apiKey: { type: 'string', title: 'Provider API key', description: 'Starts with pk_live_' } },
      required: ['apiKey'],
    }),
    // what the confirmation round and run() need from this round
    (answers) => ({
      providerKey: String(answers.apiKey ?? ''), // expect-todo: no-secrets-in-state
    }),
  )
  .confirm(({ pool, region }) => ({
    message: `Drain every node of ${pool} (${region})? Nothing new schedules there until the pool is uncordoned.`,
  }))
  .run(async ({ pool, region }, { caller, carried }) => {
    const op = await fleet.drainPool(pool, region, { providerKey: String(carried.providerKey), requestedBy: caller });
    return textResult(`Drain of ${pool} started (${op.id}).`);
  });
