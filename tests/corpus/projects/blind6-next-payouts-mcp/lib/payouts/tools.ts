import { createHash } from 'node:crypto';
import { z } from 'zod';
import { claimsOf, issueState, readState } from '../state/joseState';

export interface Caller {
  userId: string;
  orgId: string;
}

type Params = {
  arguments?: unknown;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  requestState?: string;
};

const PAYOUTS_API = process.env.PAYOUTS_API ?? 'https://payouts.internal';

const sendArgs = z.object({ payeeId: z.string(), amountCents: z.number().int().positive(), currency: z.string().length(3) });
const scheduleArgs = z.object({ payeeId: z.string(), amountCents: z.number().int().positive() });

const argsDigest = (args: unknown) => createHash('sha256').update(JSON.stringify(args)).digest('hex');

const confirmForm = (message: string) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] } },
});

async function post(path: string, body: unknown, caller: Caller) {
  const res = await fetch(`${PAYOUTS_API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': caller.orgId, 'x-actor': caller.userId },
    body: JSON.stringify(body),
  });
  return res.ok;
}

export const payoutTools = {
  send_payout: {
    description: 'Send money to a saved payee. Asks for confirmation.',
    destructive: true,
    schema: sendArgs,
    async run(p: Params, caller: Caller) {
      const args = sendArgs.parse(p.arguments);
      if (!p.requestState) {
        return {
          resultType: 'input_required',
          inputRequests: { confirm: confirmForm(`Send ${args.amountCents / 100} ${args.currency} to ${args.payeeId}?`) },
          requestState: await issueState({ argsDigest: argsDigest(args) }, caller.userId, 'send_payout'),
        };
      }
      const st = await readState(p.requestState, caller.userId, 'send_payout');
      if (!st || st.argsDigest !== argsDigest(args)) {
        return { isError: true, content: [{ type: 'text', text: 'confirmation does not match this payout' }] };
      }
      if (p.inputResponses?.confirm?.content?.confirm !== true) return { content: [{ type: 'text', text: 'payout cancelled' }] };
      const ok = await post('/payouts', args, caller);
      return { content: [{ type: 'text', text: ok ? 'payout sent' : 'payout failed' }], isError: !ok };
    },
  },

  schedule_payout: {
    description: 'Schedule a payout for a date the user picks',
    destructive: false,
    schema: scheduleArgs,
    async run(p: Params, caller: Caller) {
      const args = scheduleArgs.parse(p.arguments);
      if (!p.requestState) {
        return {
          resultType: 'input_required',
          inputRequests: {
            when: {
              method: 'elicitation/create',
              params: { mode: 'form', message: 'Pay on which date?', requestedSchema: { type: 'object', properties: { date: { type: 'string', format: 'date' } } } },
            },
          },
          requestState: await issueState({ payeeId: args.payeeId, amountCents: args.amountCents }, caller.userId, 'schedule_payout'),
        };
      }
      const pending = claimsOf(p.requestState); // expect: require-sealed-state
      const date = String(p.inputResponses?.when?.content?.date ?? '');
      const ok = await post('/scheduled', { payeeId: pending.payeeId, amountCents: pending.amountCents, date }, caller);
      return { content: [{ type: 'text', text: ok ? `scheduled for ${date}` : 'could not schedule' }], isError: !ok };
    },
  },
} as const;
