// send_reminder tool that asks which channel to use for an invoice reminder.
'use strict';

const billing = require('../billing');
const StateSigner = require('../stateSigner');

const NAME = 'send_reminder';
const CHANNELS = ['email', 'sms', 'letter'];

const definition = {
  name: NAME,
  description: 'Send a payment reminder for an invoice; asks which channel to use.',
  inputSchema: {
    type: 'object',
    properties: { invoiceId: { type: 'string', pattern: '^INV-\\d+$' } },
    required: ['invoiceId'],
  },
};

function askChannel(inv) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: `How should we remind ${inv.customer} about ${inv.id}?`,
      requestedSchema: {
        type: 'object',
        properties: { channel: { type: 'string', enum: CHANNELS } },
        required: ['channel'],
      },
    },
  };
}

async function handle(request, { userId, signer }) {
  const { arguments: args = {}, requestState, inputResponses } = request.params;

  if (requestState) {
    // Older clients replay the state from a previous invoice; route on what it says.
    const peeked = StateSigner.peek(requestState); // expect: require-sealed-state
    if (peeked.step === 'sent') {
      return { content: [{ type: 'text', text: `Reminder for ${peeked.invoiceId} already went out.` }] };
    }
    const state = signer.open(requestState);
    if (!state || state.uid !== userId || state.tool !== NAME || state.invoiceId !== args.invoiceId) {
      return { content: [{ type: 'text', text: 'Stale or foreign state, please retry.' }], isError: true };
    }
    const channel = inputResponses?.channel?.content?.channel;
    if (!CHANNELS.includes(channel)) {
      return { content: [{ type: 'text', text: 'No channel chosen, nothing sent.' }] };
    }
    billing.recordReminder(state.invoiceId, channel);
    return { content: [{ type: 'text', text: `Reminder for ${state.invoiceId} queued via ${channel}.` }] };
  }

  const inv = billing.getInvoice(args.invoiceId);
  return {
    resultType: 'input_required',
    inputRequests: { channel: askChannel(inv) },
    requestState: signer.seal({ uid: userId, tool: NAME, invoiceId: inv.id, step: 'ask' }),
    content: [],
  };
}

module.exports = { definition, handle };
