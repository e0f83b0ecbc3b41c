import { vault } from '../lib/vault-client.js';
import { openRound, sealRound } from '../state/rounds.js';

export const rotateTool = {
  name: 'rotate_credential',
  description: 'Rotate a service credential you own; optionally revoke the previous version at once.',
  inputSchema: {
    type: 'object',
    properties: {
      credentialId: { type: 'string', description: 'e.g. cred_payments_stripe_live' },
      revokePrevious: { type: 'boolean', default: false },
    },
    required: ['credentialId'],
  },
  annotations: { destructiveHint: true },
};

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export async function rotateCredential(params, extra) {
  const args = params.arguments ?? {};
  const userId = extra.authInfo?.extra?.userId;
  if (!userId) return fail('Sign in to rotate credentials.');

  if (!params.requestState) {
    const cred = await vault.describe(args.credentialId);
    if (!cred || !cred.owners.includes(userId)) return fail(`You do not own ${args.credentialId}.`);
    const revokePrevious = args.revokePrevious === true;
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Rotate ${cred.label} (${cred.id})?${revokePrevious ? ' The current version stops working immediately.' : ''}`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: await sealRound({ credentialId: cred.id, revokePrevious }, { userId, tool: rotateTool.name }),
    };
  }

  const pending = await openRound(params.requestState, rotateTool.name); // expect: require-state-binding
  if (!pending) return fail('This confirmation expired; ask again.');
  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Rotation cancelled.' }] };
  }
  const rotated = await vault.rotate(pending.credentialId, { revokePrevious: pending.revokePrevious, actor: userId });
  return {
    content: [{ type: 'text', text: `Rotated ${pending.credentialId}: version ${rotated.version} is live.` }],
  };
}
