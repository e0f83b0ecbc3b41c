import { issueState, readState } from './state-jwt.js';

export function userFrom(extra) {
  const id = extra?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('ops-console tools need an authenticated user');
  return id;
}

export const text = (body) => ({ content: [{ type: 'text', text: body }] });
export const refused = (why) => ({ isError: true, content: [{ type: 'text', text: why }] });

const elicit = (message, requestedSchema) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema },
});

const yesNo = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Yes, do it' } },
  required: ['confirm'],
};

/**
 * A tool that asks for a yes before doing something risky.
 * describe(args, userId) -> { message, claims }, execute(args, claims, userId) -> result.
 * The state is bound to the user, the tool and the exact arguments.
 */
export function withConfirmation(tool, { describe, execute }) {
  return async ({ args, inputResponses, requestState, extra }) => {
    const userId = userFrom(extra);
    if (!requestState) {
      const { message, claims = {} } = await describe(args, userId);
      return {
        resultType: 'input_required',
        inputRequests: { confirm: elicit(message, yesNo) },
        requestState: issueState(claims, { userId, tool, args }),
      };
    }
    const claims = readState(requestState, { userId, tool, args });
    if (!claims) return refused('That confirmation expired or was issued for another request. Start again.');
    const answer = inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Cancelled; nothing changed.');
    return execute(args, claims, userId);
  };
}

/**
 * A tool that asks the user to fill in a form, then finishes with what the first round remembered.
 * begin(args, userId) -> { form: { message, requestedSchema }, claims }, finish(args, answer, claims, userId).
 */
export function withForm(tool, { begin, finish }) {
  return async ({ args, inputResponses, requestState, extra }) => {
    const userId = userFrom(extra);
    if (!requestState) {
      const { form, claims = {} } = await begin(args, userId);
      return {
        resultType: 'input_required',
        inputRequests: { form: elicit(form.message, form.requestedSchema) },
        requestState: issueState(claims, { userId, tool }),
      };
    }
    const claims = readState(requestState, { userId, tool });
    if (!claims) return refused('This form expired. Start again.');
    const answer = inputResponses?.form;
    if (answer?.action !== 'accept') return text('Cancelled.');
    return finish(args, answer.content ?? {}, claims, userId);
  };
}
