export const PROTOCOL_VERSION = '2026-07-28';

export const text = (t) => ({ resultType: 'complete', content: [{ type: 'text', text: t }] });
export const toolError = (t) => ({ ...text(t), isError: true });
export const ask = (inputRequests, requestState) => ({ resultType: 'input_required', inputRequests, requestState });

export const form = (message, properties) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties, required: Object.keys(properties) },
  },
});

export function accepted(inputResponses, key) {
  const response = inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

const reply = (id, body) => ({ jsonrpc: '2.0', id: id ?? null, ...body });

/** Hand-rolled JSON-RPC dispatch for a stateless Streamable HTTP endpoint. */
export function createDispatcher(tools) {
  const byName = new Map(tools.map((t) => [t.name, t]));

  return async function dispatch(message, user) {
    if (message?.jsonrpc !== '2.0' || typeof message.method !== 'string') {
      return reply(null, { error: { code: -32600, message: 'Invalid Request' } });
    }
    const { id, method, params = {} } = message;

    if (method === 'initialize') {
      return reply(id, {
        result: { protocolVersion: PROTOCOL_VERSION, capabilities: { tools: {} }, serverInfo: { name: 'mailbox-tools', version: '3.1.0' } },
      });
    }
    if (method === 'tools/list') {
      return reply(id, { result: { tools: tools.map((t) => t.definition) } });
    }
    if (method === 'tools/call') {
      const tool = byName.get(params.name);
      if (!tool) return reply(id, { error: { code: -32602, message: `Unknown tool: ${params.name}` } });
      const result = await tool.handle({
        user,
        args: params.arguments ?? {},
        inputResponses: params.inputResponses,
        requestState: params.requestState,
      });
      return reply(id, { result });
    }
    return reply(id, { error: { code: -32601, message: 'Method not found' } });
  };
}
