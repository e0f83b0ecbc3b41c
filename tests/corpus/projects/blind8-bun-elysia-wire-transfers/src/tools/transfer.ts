import { createHash } from 'node:crypto';
import { openState, sealState } from '../crypto/sealer';

export const TOOL = 'send_wire';

export interface WireArgs {
  fromAccount: string;
  iban: string;
  amountCents: number;
  reference: string;
}

// Public digest of the exact arguments; it is not a secret and not a MAC.
export function argsDigest(a: WireArgs): string {
  const canonical = JSON.stringify([a.fromAccount, a.iban.replace(/\s+/g, ''), a.amountCents, a.reference]);
  return createHash('sha256').update(canonical).digest('hex');
}

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export async function sendWire(userId: string, bank: { send(a: WireArgs, user: string): Promise<string> }, args: WireArgs, params: any) {
  const digest = argsDigest(args);

  if (!params.requestState) {
    const requestState = await sealState({ sub: userId, tool: TOOL, args: digest, data: { stage: 'confirm' } });
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Send ${(args.amountCents / 100).toFixed(2)} EUR to ${args.iban} (${args.reference})?`,
            requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
          },
        },
      },
      requestState,
    };
  }

  const state = await openState<{ stage: string }>(params.requestState);
  if (!state) return refuse('Invalid or expired requestState');
  if (state.sub !== userId || state.tool !== TOOL || state.args !== digest) return refuse('Invalid or expired requestState');
  if (state.data.stage !== 'confirm') return refuse('Unexpected stage');

  const reply = params.inputResponses?.confirm;
  if (reply?.action !== 'accept' || reply.content?.approve !== true) return refuse('Transfer not approved');
  const ref = await bank.send(args, userId);
  return { resultType: 'complete', content: [{ type: 'text', text: `Wire queued: ${ref}` }] };
}
