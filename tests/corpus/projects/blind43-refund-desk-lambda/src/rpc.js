// JSON-RPC over a Lambda proxy response, and the MCP result shapes the tools return.

const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };

export const rpcResult = (id, result) => ({ statusCode: 200, headers, body: JSON.stringify({ jsonrpc: '2.0', id, result }) });

export const rpcError = (id, code, message) => ({
  statusCode: 200,
  headers,
  body: JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }),
});

export const textResult = (text) => ({ resultType: 'complete', content: [{ type: 'text', text }] });

export const toolError = (text) => ({ resultType: 'complete', isError: true, content: [{ type: 'text', text }] });

export function inputRequired(inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests, requestState };
}

export const confirmRequest = (message) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Yes, go ahead' } },
      required: ['confirm'],
    },
  },
});
