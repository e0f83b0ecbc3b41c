import { sealRoundState, openRoundState, refusal } from '../lib/round-state.js';
import { deployApi } from '../deploy-api.js';

export const definition = {
  name: 'promote_build',
  description: 'Promote a green build to staging or production. Production needs a change ticket.',
  inputSchema: {
    type: 'object',
    properties: {
      buildId: { type: 'string' },
      environment: { type: 'string', enum: ['staging', 'production'] },
    },
    required: ['buildId', 'environment'],
    additionalProperties: false,
  },
  annotations: { destructiveHint: true },
};

const confirmSchema = (needsTicket) => ({
  type: 'object',
  properties: {
    confirm: { type: 'boolean', title: 'Promote' },
    ...(needsTicket ? { changeTicket: { type: 'string', title: 'Change ticket', pattern: '^CHG[0-9]{6}$' } } : {}),
  },
  required: needsTicket ? ['confirm', 'changeTicket'] : ['confirm'],
});

export async function run(params, call) {
  const args = params.arguments ?? {};
  const binding = { userId: call.userId, tool: definition.name, args };
  const production = args.environment === 'production';

  if (params.requestState === undefined) {
    const build = await deployApi.build(args.buildId);
    if (build.status !== 'passed') {
      return { isError: true, content: [{ type: 'text', text: `Build ${args.buildId} is ${build.status}, not promotable.` }] };
    }
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Promote ${build.service}@${build.sha.slice(0, 10)} (signed by key ${build.signingKeyId}) to ${args.environment}?`,
            requestedSchema: confirmSchema(production),
          },
        },
      },
      requestState: sealRoundState(
        { step: 'confirm', buildSha: build.sha, signingKeyId: build.signingKeyId, needsTicket: production },
        binding,
      ),
    };
  }

  const opened = openRoundState(params.requestState, binding);
  if (!opened.ok) return refusal(opened.reason);

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Promotion cancelled.' }] };
  }
  const changeTicket = answer.content.changeTicket;
  if (opened.state.needsTicket && !/^CHG[0-9]{6}$/.test(changeTicket ?? '')) {
    return { isError: true, content: [{ type: 'text', text: 'Production promotions need a change ticket (CHG000000).' }] };
  }

  await deployApi.promote(args.buildId, args.environment, {
    expectedSha: opened.state.buildSha,
    actor: call.userId,
    changeTicket,
  });
  return { content: [{ type: 'text', text: `Promoting ${args.buildId} to ${args.environment}.` }] };
}
