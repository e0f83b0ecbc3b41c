// A server whose state helpers come from a package (by name, and by a relative path into node_modules): both are of unknown meaning.
import { pack } from 'state-kit';
import { tag } from './node_modules/state-kit/index.js';

export function nextStep(args) {
  return {
    resultType: 'input_required',
    inputRequests: { ok: { method: 'elicitation/create', params: { message: 'Continue?' } } },
    requestState: pack({ step: 2, job: args.job }),
  };
}

export function checkTag(body, given) {
  return tag(body) === given;
}
