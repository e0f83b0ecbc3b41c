import { packProgress, unpackProgress } from './progress.js';

/**
 * Generic multi-round runner. Each step is `{ key, run(ctx) }` and answers either
 * `ask(inputRequest)` (the client is asked; the same step runs again with `ctx.reply`) or
 * `done(value)` (the value is stored under the step's key and the next step runs).
 * When every step is done, `finish({ args, user, answers })` produces the tool result.
 */

export const ask = (request) => ({ kind: 'ask', request });
export const done = (value) => ({ kind: 'done', value });

export const form = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

const cancelled = () => ({ content: [{ type: 'text', text: 'Cancelled, nothing was changed.' }] });

export function wizard(steps, finish) {
  return async function runWizard(call) {
    let progress = { at: 0, answers: {} };
    let reply;

    if (call.requestState) {
      progress = unpackProgress(call.requestState); // expect: require-sealed-state
      const step = steps[progress.at];
      const response = step && call.inputResponses[step.key];
      if (!response || response.action !== 'accept') return cancelled();
      reply = response.content ?? {};
    }

    while (progress.at < steps.length) {
      const step = steps[progress.at];
      const outcome = await step.run({ args: call.args, user: call.user, answers: progress.answers, reply });
      reply = undefined;

      if (outcome.kind === 'ask') {
        return {
          resultType: 'input_required',
          inputRequests: { [step.key]: outcome.request },
          requestState: packProgress(progress), // expect: require-sealed-state
        };
      }
      progress = { at: progress.at + 1, answers: { ...progress.answers, [step.key]: outcome.value } };
    }

    return finish({ args: call.args, user: call.user, answers: progress.answers });
  };
}
