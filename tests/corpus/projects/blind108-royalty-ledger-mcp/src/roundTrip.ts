// Hand-built multi round-trip helpers for SDK 1.x, which carries round data in _meta.
// @ts-nocheck
import { createHash } from 'node:crypto';

export function roundOf(extra) {
  const meta = extra._meta ?? {};
  return { requestState: meta.requestState, inputResponses: meta.inputResponses ?? {} };
}

export function elicitForm(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function inputRequired(inputRequests, requestState) {
  return {
    content: [{ type: 'text', text: 'Waiting for your answer.' }],
    _meta: { resultType: 'input_required', inputRequests, requestState },
  };
}

export function digestArgs(args) {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('hex');
}

export const text = (message) => ({ content: [{ type: 'text', text: message }] });
export const failure = (message) => ({ content: [{ type: 'text', text: message }], isError: true });
