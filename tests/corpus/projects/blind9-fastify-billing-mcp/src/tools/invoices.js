'use strict';

const TOOL = 'export_invoices';
const DAY = 24 * 60 * 60 * 1000;

const encodeState = (state) => Buffer.from(JSON.stringify(state)).toString('base64');
const decodeState = (raw) => JSON.parse(Buffer.from(raw, 'base64').toString('utf8')); // expect: require-sealed-state

module.exports = function invoicesTool({ billing }) {
  return {
    name: TOOL,
    description: 'Export invoices for a customer. Asks for the period when it is not given.',
    annotations: { readOnlyHint: true },
    inputSchema: {
      type: 'object',
      properties: { customerId: { type: 'string', pattern: '^cus_' } },
      required: ['customerId'],
    },

    async call(args, { userId, requestState, inputResponses }) {
      if (!requestState) {
        const allowed = await billing.customersVisibleTo(userId);
        if (!allowed.includes(args.customerId)) {
          return { isError: true, content: [{ type: 'text', text: 'Unknown customer.' }] };
        }
        return {
          resultType: 'input_required',
          inputRequests: {
            period: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: 'Which period should be exported?',
                requestedSchema: {
                  type: 'object',
                  properties: {
                    from: { type: 'string', format: 'date' },
                    to: { type: 'string', format: 'date' },
                  },
                  required: ['from', 'to'],
                },
              },
            },
          },
          requestState: encodeState({ tool: TOOL, userId, customerId: args.customerId }), // expect: require-sealed-state
        };
      }

      // The customer was checked in round one; carry on with the one we remembered.
      const state = decodeState(requestState);
      const period = inputResponses?.period;
      if (period?.action !== 'accept') {
        return { content: [{ type: 'text', text: 'Export cancelled.' }] };
      }
      const from = Date.parse(period.content.from);
      const to = Date.parse(period.content.to) + DAY - 1;
      if (!(from <= to) || to - from > 366 * DAY) {
        return { isError: true, content: [{ type: 'text', text: 'Pick a period of at most one year.' }] };
      }

      const invoices = await billing.listInvoices(state.customerId, { from, to });
      return {
        content: [{ type: 'text', text: `${invoices.length} invoice(s) for ${state.customerId}.` }],
        structuredContent: { customerId: state.customerId, invoices },
      };
    },
  };
};
