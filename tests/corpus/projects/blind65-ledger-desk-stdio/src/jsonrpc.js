// Minimal JSON-RPC 2.0 plumbing: requests, notifications, batches, error objects.

export const ErrorCode = Object.freeze({
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
});

export class RpcError extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

const errorResponse = (id, code, message, data) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: data === undefined ? { code, message } : { code, message, data },
});

export const parseError = (err) => errorResponse(null, ErrorCode.ParseError, 'Parse error', String(err?.message ?? err));

function isValidId(id) {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

async function handleOne(message, methods, session) {
  if (message === null || typeof message !== 'object' || Array.isArray(message)) {
    return errorResponse(null, ErrorCode.InvalidRequest, 'Invalid Request');
  }
  const { jsonrpc, id, method, params } = message;
  const isNotification = !Object.prototype.hasOwnProperty.call(message, 'id');

  if (jsonrpc !== '2.0' || typeof method !== 'string' || (!isNotification && !isValidId(id))) {
    return isNotification ? undefined : errorResponse(id, ErrorCode.InvalidRequest, 'Invalid Request');
  }
  if (params !== undefined && (params === null || typeof params !== 'object')) {
    return isNotification ? undefined : errorResponse(id, ErrorCode.InvalidParams, 'params must be an object');
  }

  const handler = Object.prototype.hasOwnProperty.call(methods, method) ? methods[method] : undefined;
  if (!handler) {
    return isNotification ? undefined : errorResponse(id, ErrorCode.MethodNotFound, `Method not found: ${method}`);
  }

  try {
    const result = await handler(params ?? {}, session);
    return isNotification ? undefined : { jsonrpc: '2.0', id, result: result ?? {} };
  } catch (err) {
    if (isNotification) return undefined;
    if (err instanceof RpcError) return errorResponse(id, err.code, err.message, err.data);
    return errorResponse(id, ErrorCode.InternalError, 'Internal error', String(err?.message ?? err));
  }
}

export async function dispatch(message, methods, session) {
  if (!Array.isArray(message)) return handleOne(message, methods, session);
  if (message.length === 0) return errorResponse(null, ErrorCode.InvalidRequest, 'Empty batch');
  const replies = await Promise.all(message.map((item) => handleOne(item, methods, session)));
  const answered = replies.filter((reply) => reply !== undefined);
  return answered.length > 0 ? answered : undefined;
}
