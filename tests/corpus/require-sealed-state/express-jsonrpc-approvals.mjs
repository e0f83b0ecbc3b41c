// Models a hand-written JSON-RPC MCP endpoint on Express (no SDK) for expense approvals: requestState is base64 JSON, decoded with base64 only or with JSON.parse.
import express from 'express';
import { approveExpense, getExpense } from './expenses.js';

const router = express.Router();

const form = (message) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' }, note: { type: 'string' } } } },
});

async function callTool(params, user) {
  if (params.name !== 'approve_expense') throw Object.assign(new Error('Unknown tool'), { code: -32602 });
  const expense = await getExpense(params.arguments.expenseId);

  if (params.requestState == null) {
    const pending = { expenseId: expense.id, amount: expense.amount, approver: user.id };
    return {
      resultType: 'input_required',
      inputRequests: { decision: form(`Approve ${expense.description} (${expense.amount} ${expense.currency})?`) },
      requestState: Buffer.from(JSON.stringify(pending)).toString('base64'), // expect: require-sealed-state
    };
  }

  const [expenseId, approver] = Buffer.from(params.requestState, 'base64').toString('latin1').split('|'); // expect: require-sealed-state
  const decision = params.inputResponses?.decision?.content;
  if (!decision?.approve) return { content: [{ type: 'text', text: `Expense ${expenseId} left pending` }] };
  await approveExpense(expenseId, approver, decision.note);
  return { content: [{ type: 'text', text: `Approved ${expenseId}` }] };
}

router.post('/rpc', async (req, res) => {
  const { id, method, params } = req.body;
  if (method !== 'tools/call') return res.json({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } });
  try {
    res.json({ jsonrpc: '2.0', id, result: await callTool(params, req.user) });
  } catch (error) {
    res.json({ jsonrpc: '2.0', id, error: { code: error.code ?? -32603, message: error.message } });
  }
});

router.post('/rpc/preview', (req, res) => {
  const { requestState } = req.body.params ?? {};
  const preview = requestState ? JSON.parse(Buffer.from(requestState, 'base64').toString('utf8')) : null; // expect: require-sealed-state
  res.json({ preview });
});

export default router;
