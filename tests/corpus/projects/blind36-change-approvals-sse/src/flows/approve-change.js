import { createHash } from 'node:crypto';
import { callerOf, changes } from '../changes-api.js';
import { FINAL_STEPS, transition } from './table.js';

const TOOL = 'approve_change';

export const definition = {
  name: TOOL,
  title: 'Approve a change',
  description: 'Review a pending change and approve or reject it. Production approvals need a justification.',
  inputSchema: {
    type: 'object',
    properties: {
      changeId: { type: 'string', pattern: '^CHG-[0-9]{4,8}$' },
      environment: { type: 'string', enum: ['staging', 'production'] },
    },
    required: ['changeId', 'environment'],
    additionalProperties: false,
  },
  annotations: { destructiveHint: true, idempotentHint: true },
};

/** Pins the state to this exact call: same change, same environment. */
const digestOf = ({ changeId, environment }) =>
  createHash('sha256').update(JSON.stringify([changeId, environment])).digest('base64url');

const form = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

function questionsFor(flow, change) {
  switch (flow.step) {
    case 'review':
      return {
        decision: form(`${change.id} "${change.title}" by ${change.author} → ${flow.environment}. ${change.summary}`, {
          decision: { type: 'string', enum: ['approve', 'reject'] },
          reason: { type: 'string', title: 'Reason (for a rejection)' },
        }, ['decision']),
      };
    case 'justify':
      return {
        justification: form('Production approval: why, and which ticket?', {
          justification: { type: 'string', minLength: 10 },
          ticket: { type: 'string', pattern: '^[A-Z]+-[0-9]+$' },
        }),
      };
    case 'confirm':
      return { confirm: form(`Approve ${change.id} for ${flow.environment}?`, { confirm: { type: 'boolean' } }) };
    default:
      return {};
  }
}

/** Applies this round's answers to the flow that came back verified. */
function advance(flow, responses) {
  const answerFor = { review: 'decision', justify: 'justification', confirm: 'confirm' }[flow.step];
  const answer = answerFor ? responses[answerFor] : undefined;
  if (!answer) return flow;
  if (answer.action !== 'accept') return { ...flow, step: 'review' };
  const content = answer.content ?? {};

  switch (flow.step) {
    case 'review': {
      const step = transition(flow, content.decision);
      return step ? { ...flow, step, rejection: content.decision === 'reject' ? String(content.reason ?? '') : undefined } : flow;
    }
    case 'justify':
      return { ...flow, step: transition(flow, 'submit'), justification: String(content.justification), ticket: String(content.ticket) };
    case 'confirm':
      return { ...flow, step: transition(flow, content.confirm === true ? 'yes' : 'no') };
    default:
      return flow;
  }
}

const say = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

export async function handle(params, extra, { signer }) {
  const caller = callerOf(extra);
  const { changeId, environment } = params.arguments ?? {};
  if (typeof changeId !== 'string' || (environment !== 'staging' && environment !== 'production')) {
    return say('changeId and environment are required.', true);
  }
  const binding = { userId: caller.userId, tool: TOOL, argsDigest: digestOf({ changeId, environment }) };

  let flow = { step: 'review', environment };
  if (params.requestState !== undefined) {
    const opened = await signer.open(params.requestState, binding);
    if (!opened.ok) return say(`This approval session cannot continue (${opened.reason}). Start again.`, true);
    flow = advance(opened.state, params.inputResponses ?? {});
  }

  const change = await changes.get(caller, changeId);
  if (!change || change.status !== 'pending') return say(`${changeId} is not pending.`, true);
  if (change.author === caller.userId) return say('You cannot approve your own change.', true);

  if (FINAL_STEPS.has(flow.step)) {
    if (flow.step === 'rejected') {
      await changes.reject(caller, changeId, flow.rejection || 'rejected via MCP');
      return say(`${changeId} rejected.`);
    }
    await changes.approve(caller, changeId, { environment, justification: flow.justification, ticket: flow.ticket });
    return say(`${changeId} approved for ${environment}.`);
  }

  return {
    resultType: 'input_required',
    inputRequests: questionsFor(flow, change),
    requestState: await signer.seal(flow, binding),
  };
}
