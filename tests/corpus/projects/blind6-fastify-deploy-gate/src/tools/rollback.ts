import { z } from 'zod';
import { openState, sealState } from '../seal.js';
import { settings } from '../config.js';

export const NAME = 'rollback_release';

export const rollbackArgs = z.object({
  service: z.string().min(1),
  toRelease: z.string().regex(/^r\d+$/),
});

export const definition = {
  name: NAME,
  description: 'Roll a service back to an earlier release. Requires a human yes.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      toRelease: { type: 'string', description: 'release id such as r1042' },
    },
    required: ['service', 'toRelease'],
  },
  annotations: { destructiveHint: true },
};

interface CallParams {
  arguments?: unknown;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  requestState?: string;
}

async function triggerRollback(service: string, toRelease: string) {
  const res = await fetch(`${settings.deployApi}/services/${encodeURIComponent(service)}/rollback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ release: toRelease }),
  });
  return res.ok ? `rollback of ${service} to ${toRelease} queued` : `deployer said ${res.status}`;
}

export async function run(params: CallParams, userId: string) {
  const args = rollbackArgs.parse(params.arguments ?? {});

  if (!params.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Roll ${args.service} back to ${args.toRelease}?`,
            requestedSchema: {
              type: 'object',
              properties: { yes: { type: 'boolean', title: 'I am sure' } },
              required: ['yes'],
            },
          },
        },
      },
      requestState: sealState({ sub: userId, tool: NAME, step: 'confirm' }), // expect: require-state-binding
    };
  }

  const state = openState(params.requestState);
  if (!state || state.sub !== userId || state.tool !== NAME) {
    return { isError: true, content: [{ type: 'text', text: 'confirmation is not valid' }] };
  }
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (state.exp < nowSeconds) { // expect: require-state-binding
    return { isError: true, content: [{ type: 'text', text: 'confirmation expired, start again' }] };
  }

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.yes !== true) {
    return { content: [{ type: 'text', text: 'rollback cancelled' }] };
  }
  const text = await triggerRollback(args.service, args.toRelease);
  return { content: [{ type: 'text', text }] };
}
