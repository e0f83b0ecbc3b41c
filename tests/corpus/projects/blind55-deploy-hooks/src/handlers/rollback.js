import { sealRoundState, openRoundState, refusal } from '../lib/round-state.js';
import { deployApi } from '../deploy-api.js';

export const definition = {
  name: 'rollback_release',
  description: 'Roll a service back to an earlier revision. Asks for confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      toRevision: { type: 'string', pattern: '^r[0-9]+$' },
    },
    required: ['service', 'toRevision'],
    additionalProperties: false,
  },
  annotations: { destructiveHint: true },
};

export async function run(params, call) {
  const args = params.arguments ?? {};
  const binding = { userId: call.userId, tool: definition.name, args };

  if (params.requestState === undefined) {
    const current = await deployApi.currentRevision(args.service);
    if (current === args.toRevision) {
      return { content: [{ type: 'text', text: `${args.service} already runs ${current}.` }] };
    }
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Roll ${args.service} back from ${current} to ${args.toRevision}?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Roll back' } },
              required: ['confirm'],
            },
          },
        },
      },
      requestState: sealRoundState({ step: 'confirm', from: current }, binding),
    };
  }

  const opened = openRoundState(params.requestState, binding);
  if (!opened.ok) return refusal(opened.reason);

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Rollback cancelled.' }] };
  }

  try {
    await deployApi.rollback(args.service, args.toRevision, { expectedCurrent: opened.state.from, actor: call.userId });
  } catch (err) {
    if (err.conflict) return { isError: true, content: [{ type: 'text', text: `${args.service} changed since you confirmed; nothing was rolled back.` }] };
    throw err;
  }
  return { content: [{ type: 'text', text: `${args.service} is rolling back to ${args.toRevision}.` }] };
}
