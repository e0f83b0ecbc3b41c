import { refusal } from 'eslint-plugin-mcp-state/seal';
import { sealer } from './seal.js';

export const text = (message) => ({ content: [{ type: 'text', text: message }] });
export const toolError = (message) => ({ ...text(message), isError: true });

export const form = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

/** compose(f, g)(h) === f(g(h)): the first wrapper runs first. */
export const compose =
  (...wrappers) =>
  (handler) =>
    wrappers.reduceRight((inner, wrap) => wrap(inner), handler);

/** Resolves the signed-in calendar user from the verified bearer token. */
export const withCaller = (next) => async (request, extra) => {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    return toolError('Connect your calendar account before using the concierge.');
  }
  return next(request, extra, Object.freeze({ userId, email: extra.authInfo.extra.email }));
};

/**
 * Multi round-trip plumbing. Opens the state the client echoed (sealed for this user and this tool,
 * and for destructive tools these exact arguments), and gives the handler `round.ask(...)`, which
 * seals the next state with the same binding.
 */
export const withRound =
  (tool, { bindArgs = false } = {}) =>
  (next) =>
  async (request, extra, caller) => {
    const args = request.params.arguments ?? {};
    const binding = bindArgs ? { userId: caller.userId, tool, args } : { userId: caller.userId, tool };

    let state;
    const token = request.params.requestState;
    if (typeof token === 'string') {
      const opened = sealer.open(token, binding);
      if (!opened.ok) return refusal(opened.reason);
      state = opened.state;
    }

    const round = Object.freeze({
      state,
      answers: request.params.inputResponses ?? {},
      ask: (inputRequests, nextState) => ({
        resultType: 'input_required',
        inputRequests,
        requestState: sealer.seal(nextState, binding),
      }),
    });
    return next(args, caller, round);
  };

export const acceptedAnswer = (round, key) => {
  const response = round.answers[key];
  return response?.action === 'accept' ? response.content : undefined;
};
