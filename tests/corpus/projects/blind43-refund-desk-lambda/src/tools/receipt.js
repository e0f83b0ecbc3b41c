import { emailReceipt, getOrder } from '../orders.js';
import { inputRequired, textResult, toolError } from '../rpc.js';
import { issueToken, redeemToken } from '../state-token.js';

export const definition = {
  name: 'resend_receipt',
  title: 'Resend receipt',
  description: 'Email the receipt for an order again, to the address on file or another one.',
  inputSchema: {
    type: 'object',
    properties: { orderId: { type: 'string' } },
    required: ['orderId'],
  },
};

export async function run({ arguments: args = {}, inputResponses, requestState }, caller) {
  const order = await getOrder(args.orderId);
  if (!order) return toolError(`There is no order ${args.orderId}.`);

  if (!requestState) {
    const recipient = {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: `Where should the receipt for ${order.id} go?`,
        requestedSchema: {
          type: 'object',
          properties: { email: { type: 'string', format: 'email', default: order.customerEmail } },
          required: ['email'],
        },
      },
    };
    const token = await issueToken({ step: 'recipient', orderId: order.id }, { userId: caller.userId, tool: 'resend_receipt' });
    return inputRequired({ recipient }, token);
  }

  const pending = await redeemToken(requestState, { userId: caller.userId }); // expect: require-state-binding
  if (!pending || pending.orderId !== order.id) return toolError('That request expired. Run resend_receipt again.');

  const reply = inputResponses?.recipient;
  const email = reply?.content?.email;
  if (reply?.action !== 'accept' || typeof email !== 'string') return textResult('No receipt sent.');
  await emailReceipt(order, email);
  return textResult(`Receipt for ${order.id} sent to ${email}.`);
}
