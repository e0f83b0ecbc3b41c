// Minimal JSON-RPC 2.0 helpers for the MCP endpoint.

export const PROTOCOL_VERSION = '2026-07-28';

export const ErrorCode = Object.freeze({
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
});

export function rpcResult(id, result) {
  return { jsonrpc: '2.0', id, result };
}

export function rpcError(id, code, message, data) {
  const error = { code, message };
  if (data !== undefined) error.data = data;
  return { jsonrpc: '2.0', id: id ?? null, error };
}

export function text(message, isError = false) {
  const result = { resultType: 'complete', content: [{ type: 'text', text: message }] };
  if (isError) result.isError = true;
  return result;
}

export function inputRequired(inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests, requestState };
}

export function confirmForm(message) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Proceed?' } },
        required: ['confirm'],
      },
    },
  };
}

export function pickForm(message, options) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { choice: { type: 'string', enum: options } },
        required: ['choice'],
      },
    },
  };
}

export function accepted(inputResponses, key) {
  const response = inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : undefined;
}
