import { randomUUID } from 'node:crypto';
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { InputRequest } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerOf } from '../auth.js';
import { regionsFor, savePlan } from '../deployer.js';
import { digestArgs } from '../pending/records.js';
import { pending } from '../pending/store.js';

const TOOL = 'plan_rollout';

type Step = 'canary' | 'regions' | 'window' | 'done';
const NEXT: Record<Exclude<Step, 'done'>, Step> = { canary: 'regions', regions: 'window', window: 'done' };

interface PlanAnswers {
  canary?: { percent: number };
  regions?: { regions: string[] };
  window?: { start: string; confirm: boolean };
}

async function question(step: Exclude<Step, 'done'>, service: string, answers: PlanAnswers): Promise<InputRequest> {
  switch (step) {
    case 'canary':
      return inputRequired.elicit({
        message: `How much traffic should the ${service} canary take?`,
        requestedSchema: {
          type: 'object',
          properties: { percent: { type: 'integer', minimum: 1, maximum: 50, title: 'Canary %' } },
          required: ['percent'],
        },
      });
    case 'regions': {
      const regions = await regionsFor(service);
      return inputRequired.elicit({
        message: `Canary at ${answers.canary?.percent}%. Which regions, in order?`,
        requestedSchema: {
          type: 'object',
          properties: { regions: { type: 'array', items: { type: 'string', enum: regions }, minItems: 1 } },
          required: ['regions'],
        },
      });
    }
    case 'window':
      return inputRequired.elicit({
        message: `Regions: ${answers.regions?.regions.join(' → ')}. When should the rollout start?`,
        requestedSchema: {
          type: 'object',
          properties: {
            start: { type: 'string', format: 'date-time', title: 'Start (UTC)' },
            confirm: { type: 'boolean', title: 'Save this plan' },
          },
          required: ['start', 'confirm'],
        },
      });
  }
}

export function registerPlanRollout(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Plan a rollout',
      description: 'Builds a staged rollout plan (canary size, region order, start window) and saves it for review.',
      inputSchema: z.object({ service: z.string(), version: z.string() }),
    },
    async ({ service, version }, ctx) => {
      const caller = callerOf(ctx);
      const argsDigest = digestArgs({ service, version });
      const handle = ctx.mcpReq.requestState<string>();

      let step: Step = 'canary';
      let answers: PlanAnswers = {};

      if (handle !== undefined) {
        const record = await pending.peek(handle);
        if (
          !record ||
          record.userId !== caller.id ||
          record.tool !== TOOL ||
          record.argsDigest !== argsDigest ||
          record.expiresAt <= Date.now()
        ) {
          return { isError: true, content: [{ type: 'text', text: 'This planning session expired or is not yours. Start again.' }] };
        }
        if (!(await pending.consume(handle))) {
          return { isError: true, content: [{ type: 'text', text: 'This step was already answered.' }] };
        }

        const current = record.step as Exclude<Step, 'done'>;
        const reply = acceptedContent(ctx.mcpReq.inputResponses, current);
        if (!reply) return { content: [{ type: 'text', text: 'Planning stopped; nothing saved.' }] };
        answers = { ...(record.answers as PlanAnswers), [current]: reply };
        step = NEXT[current];
      }

      if (step === 'done') {
        if (!answers.window?.confirm) return { content: [{ type: 'text', text: 'Plan discarded.' }] };
        const plan = await savePlan({
          service,
          version,
          canaryPercent: answers.canary?.percent ?? 5,
          regions: answers.regions?.regions ?? [],
          windowStart: answers.window.start,
          author: caller.login,
          idempotencyKey: randomUUID(),
        });
        return { content: [{ type: 'text', text: `Rollout plan ${plan.planId} saved for ${service}@${version}.` }] };
      }

      // Answers so far stay in Redis; the client only ever holds the handle of the next step.
      const next = await pending.park({
        userId: caller.id,
        tool: TOOL,
        argsDigest,
        step,
        answers: answers as Record<string, unknown>,
        idempotencyKey: randomUUID(),
      });
      return inputRequired({
        inputRequests: { [step]: await question(step, service, answers) },
        requestState: next,
      });
    },
  );
}
