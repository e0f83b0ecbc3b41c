import { issueGateToken, openGateToken } from '../lib/signing.js';
import { releases } from '../lib/releases.js';

export const promoteTool = {
  name: 'promote_release',
  description: 'Promote a built version of a service to an environment. Asks for approval first.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      version: { type: 'string' },
      environment: { type: 'string', enum: ['staging', 'production'] },
    },
    required: ['service', 'version', 'environment'],
  },
  annotations: { destructiveHint: true },
};

const sameTarget = (a, b) => a.service === b.service && a.version === b.version && a.environment === b.environment;

export async function handlePromote(params, userId) {
  const { service, version, environment } = params.arguments ?? {};

  if (!params.requestState) {
    const live = await releases.current(service, environment);
    return {
      resultType: 'input_required',
      inputRequests: {
        approval: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Promote ${service} ${live.version} -> ${version} on ${environment}?`,
            requestedSchema: {
              type: 'object',
              properties: {
                approve: { type: 'boolean', title: 'Approve' },
                reason: { type: 'string', title: 'Change reason' },
              },
              required: ['approve'],
            },
          },
        },
      },
      requestState: issueGateToken({ service, version, environment, from: live.version }, userId),
    };
  }

  const gate = openGateToken(params.requestState, userId); // expect: require-state-binding
  if (!gate || !sameTarget(gate, { service, version, environment })) {
    return { isError: true, content: [{ type: 'text', text: 'Approval expired or does not match, start again.' }] };
  }

  const answer = params.inputResponses?.approval;
  if (answer?.action !== 'accept' || !answer.content?.approve) {
    return { content: [{ type: 'text', text: 'Promotion not approved.' }] };
  }

  const promotion = await releases.promote(gate.service, gate.version, gate.environment, userId);
  return {
    content: [{ type: 'text', text: `Promotion ${promotion.id} started (${gate.from} -> ${gate.version}).` }],
  };
}
