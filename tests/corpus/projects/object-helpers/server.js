// A server calling the methods of an imported helper object.
import { cryptoUtils } from './lib/crypto-utils.js';

export function verify(payload, signature) {
  if (cryptoUtils.label === signature) return false;
  return cryptoUtils.sign(payload) === signature; // expect: no-timing-unsafe-compare
}

export function askAgain(args) {
  return {
    resultType: 'input_required',
    inputRequests: { why: { method: 'elicitation/create', params: { message: 'Why?' } } },
    requestState: cryptoUtils.encode({ step: 3, ticket: args.ticket }), // expect: require-sealed-state
  };
}
