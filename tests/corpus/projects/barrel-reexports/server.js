// An SDK 1.x-style server importing its state helpers from a barrel (lib/index.js).
import { encodeState, macFor, publicDigest, signPayload } from './lib/index.js';

export async function handleCallTool(request) {
  const { name, arguments: args } = request.params;
  if (name === 'confirm_delete') {
    const proof = args.proof;
    if (proof === signPayload(args.id)) return { content: [{ type: 'text', text: 'deleted' }] }; // expect: no-timing-unsafe-compare
    if (macFor(args.id) !== args.legacyProof) return { isError: true, content: [] }; // expect: no-timing-unsafe-compare
    if (publicDigest(args.id) === args.echo) return { content: [] };
    return {
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Delete?' } } },
      requestState: encodeState({ id: args.id, step: 'confirm' }), // expect: require-sealed-state
    };
  }
  return { content: [] };
}
