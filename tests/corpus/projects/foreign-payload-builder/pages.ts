// @ts-nocheck
// A paging tool that hands the upstream cursor, built in lib/upstream.ts, to the client as it is.
import { cursorFor } from './lib/upstream.js';

export function nextPage(args: { page: number }, extra) {
  const cursor = cursorFor(args.page + 1, extra.authInfo);
  return {
    resultType: 'input_required',
    inputRequests: {},
    requestState: Buffer.from(JSON.stringify(cursor)).toString('base64url'), // expect: require-sealed-state, no-secrets-in-state
  };
}
