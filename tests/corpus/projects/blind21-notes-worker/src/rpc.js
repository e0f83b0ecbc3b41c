export const PROTOCOL_VERSION = '2026-07-28';

export const rpcResult = (id, result) => ({ jsonrpc: '2.0', id, result });
export const rpcError = (id, code, message) => ({ jsonrpc: '2.0', id, error: { code, message } });

export const toolText = (text, extra = {}) => ({ resultType: 'complete', content: [{ type: 'text', text }], ...extra });
export const toolError = (text) => ({ resultType: 'complete', content: [{ type: 'text', text }], isError: true });

export const elicit = (message, requestedSchema) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema },
});

export const inputRequired = (inputRequests, requestState) => ({
  resultType: 'input_required',
  inputRequests,
  ...(requestState ? { requestState } : {}),
});

export const json = (body, init = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...init.headers },
  });
