// withdraw_sample: stop all work on a sample and return or destroy it, after a confirmation bound to the arguments.
// @ts-nocheck
import { sample, withdrawSample } from '../db.js';
import { cancelWork } from '../services/lims.js';
import { sealState, openState, failureText } from '../sealedState.js';
import { isRight } from '../either.js';

export const TOOL = 'withdraw_sample';

export const definition = {
  name: TOOL,
  description: 'Withdraw a sample: stop all pending analyses and return it to you or destroy it',
  inputSchema: {
    type: 'object',
    properties: { sampleId: { type: 'string', format: 'uuid' }, disposal: { type: 'string', enum: ['return', 'destroy'] } },
    required: ['sampleId', 'disposal'],
  },
  annotations: { destructiveHint: true },
};

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const say = (text: string) => ({ content: [{ type: 'text', text }] });

export async function handle(request, extra) {
  const auth = extra.authInfo;
  const { userId, accountId } = auth.extra;
  const { sampleId, disposal } = request.params.arguments ?? {};
  if (disposal !== 'return' && disposal !== 'destroy') return fail('disposal must be "return" or "destroy".');
  const binding = { userId, tool: TOOL };

  const current = await sample(accountId, sampleId);
  if (!current) return fail('No such sample on your account.');
  if (!['received', 'ordered'].includes(current.status)) return fail(`That sample is already ${current.status}.`);

  const raw = request.params._meta?.requestState;
  if (raw === undefined) {
    const requestState = sealState({ sampleId, disposal }, binding);
    return {
      content: [{ type: 'text', text: 'Confirmation needed.' }],
      _meta: {
        resultType: 'input_required',
        requestState,
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Withdraw ${current.label}, cancel its pending analyses and ${disposal === 'destroy' ? 'DESTROY it' : 'ship it back to you'}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            },
          },
        },
      },
    };
  }

  const opened = openState<{ sampleId: string; disposal: string }>(raw, binding);
  if (!isRight(opened)) return fail(`${failureText(opened.left)} Nothing was withdrawn.`);
  if (opened.right.sampleId !== sampleId || opened.right.disposal !== disposal) {
    return fail('The confirmation was for different arguments. Nothing was withdrawn.');
  }

  const reply = request.params._meta?.inputResponses?.confirm;
  if (reply?.action !== 'accept' || reply.content?.confirm !== true) return say('Sample kept.');

  try {
    await cancelWork(auth, sampleId);
  } catch (e) {
    return fail(`The lab system could not stop work on the sample (${e.message}). Nothing was withdrawn.`);
  }
  const done = await withdrawSample(accountId, sampleId, disposal, userId);
  return done ? say(`Sample withdrawn; it will be ${disposal === 'destroy' ? 'destroyed' : 'returned'}.`) : fail('The sample changed meanwhile.');
}
