'use strict';

const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { ApprovalFlow } = require('../lib/approvalFlow');

const toolError = (text) => ({ isError: true, content: [{ type: 'text', text }] });

function registerToolHandlers(server, erp) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      { name: 'approve_invoice', description: 'Walk an invoice through approval', inputSchema: { type: 'object', properties: { invoiceId: { type: 'string' } }, required: ['invoiceId'] } },
      { name: 'void_invoice', description: 'Void an invoice in the ERP', inputSchema: { type: 'object', properties: { invoiceId: { type: 'string' } }, required: ['invoiceId'] }, annotations: { destructiveHint: true } },
    ],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args = {}, requestState, inputResponses = {} } = request.params;
    const userId = extra.authInfo?.extra?.userId;
    if (!userId) return toolError('not signed in');

    if (name === 'approve_invoice') {
      let flow;
      if (requestState) {
        flow = ApprovalFlow.fromToken(requestState); // expect: require-sealed-state
        if (flow.expired || flow.fields.userId !== userId) return toolError('Invalid or expired requestState');
        const reply = inputResponses[flow.current.key];
        if (!reply || reply.action !== 'accept') return toolError('Approval abandoned');
        flow.advance(reply.content);
      } else {
        const inv = await erp.getInvoice(args.invoiceId);
        flow = new ApprovalFlow({ userId, invoiceId: inv.id, amount: inv.amount, currency: inv.currency });
      }
      if (flow.step === 'done') {
        if (!flow.fields.approved) return toolError('Rejected');
        await erp.markApproved(flow.fields.invoiceId, userId, flow.fields.poNumber);
        return { resultType: 'complete', content: [{ type: 'text', text: `Invoice ${flow.fields.invoiceId} approved` }] };
      }
      return {
        resultType: 'input_required',
        inputRequests: { [flow.current.key]: flow.current.ask(flow.fields) },
        requestState: flow.toToken(), // expect: require-sealed-state
      };
    }

    if (name === 'void_invoice') {
      if (!requestState) {
        const draft = {
          invoiceId: args.invoiceId,
          userId,
          erpSession: extra.authInfo.token, // expect: no-secrets-in-state
        };
        return {
          resultType: 'input_required',
          inputRequests: {
            sure: { method: 'elicitation/create', params: { mode: 'form', message: `Void ${args.invoiceId}? This cannot be undone.`, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } } },
          },
          requestState: Buffer.from(JSON.stringify(draft)).toString('base64'), // expect: require-sealed-state
        };
      }
      const draft = JSON.parse(Buffer.from(requestState, 'base64').toString('utf8'));
      if (inputResponses.sure?.content?.confirm !== true) return toolError('Kept invoice');
      await erp.voidInvoice(draft.invoiceId, draft.erpSession);
      return { resultType: 'complete', content: [{ type: 'text', text: `Voided ${draft.invoiceId}` }] };
    }

    return toolError(`unknown tool ${name}`);
  });
}

module.exports = { registerToolHandlers };
