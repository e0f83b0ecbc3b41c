import { open, seal } from '../envelope';
import type { Env } from '../keys';

export interface Caller {
  userId: string;
  bearer: string;
}

interface RefundArgs {
  orderId: string;
  amountCents: number;
}

interface CallParams {
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  requestState?: string;
}

const TOOL = 'issue_refund';

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export const refundTool = {
  name: TOOL,
  description: 'Refund part or all of an order. The operator confirms before money moves.',
  inputSchema: {
    type: 'object',
    properties: { orderId: { type: 'string' }, amountCents: { type: 'integer', minimum: 1 } },
    required: ['orderId', 'amountCents'],
  },
  annotations: { destructiveHint: true },

  async call(env: Env, caller: Caller, args: RefundArgs, params: CallParams) {
    if (!params.requestState) {
      const requestState = await seal(env, caller.userId, TOOL, { // expect: require-state-binding
        step: 'confirm',
        orderId: args.orderId,
        onBehalfOf: caller.bearer, // expect: no-secrets-in-state
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Refund ${(args.amountCents / 100).toFixed(2)} on order ${args.orderId}?`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            },
          },
        },
        requestState,
      };
    }

    const data = await open(env, params.requestState, caller.userId, TOOL);
    if (!data) return fail('Invalid or expired requestState');
    const answer = params.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.approve !== true) return fail('Refund cancelled by operator');

    const res = await fetch(`${env.PAYMENTS_API}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${data.onBehalfOf}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order: args.orderId, amount: args.amountCents }),
    });
    if (!res.ok) return fail(`Payments API said ${res.status}`);
    const { id } = (await res.json()) as { id: string };
    return { resultType: 'complete', content: [{ type: 'text', text: `Refund ${id} created` }] };
  },
};
