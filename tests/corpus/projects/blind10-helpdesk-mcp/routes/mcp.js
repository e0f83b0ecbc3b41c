'use strict';

const locator = require('../services/locator');

const TOOLS = [require('../tools/escalate-ticket'), require('../tools/bulk-close'), require('../tools/ticket-summary')];
const byName = new Map(TOOLS.map((t) => [t.definition.name, t]));

const PROTOCOL_VERSION = '2026-07-28';

function rpcResult(id, result) {
  return { jsonrpc: '2.0', id, result };
}

function rpcError(id, code, message) {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

async function dispatch(message, request) {
  const { id, method, params = {} } = message;
  switch (method) {
    case 'initialize':
      return rpcResult(id, {
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: 'helpdesk-mcp', version: '0.9.0' },
      });
    case 'tools/list':
      return rpcResult(id, { tools: TOOLS.map((t) => t.definition) });
    case 'tools/call': {
      const tool = byName.get(params.name);
      if (!tool) return rpcError(id, -32602, `Unknown tool: ${params.name}`);
      const result = await tool.call(params, { auth: request.auth, locator, log: request.log });
      return rpcResult(id, { resultType: 'complete', ...result });
    }
    default:
      return rpcError(id, -32601, `Method not found: ${method}`);
  }
}

module.exports = function mcpRoutes(fastify, _opts, next) {
  locator.register('stateTokens', () => fastify.stateTokens);

  fastify.post('/mcp', async (request, reply) => {
    const message = request.body;
    if (!message || message.jsonrpc !== '2.0') {
      return reply.code(400).send(rpcError(null, -32600, 'Invalid Request'));
    }
    if (message.id === undefined) {
      return reply.code(202).send();
    }
    try {
      return await dispatch(message, request);
    } catch (err) {
      request.log.error({ err }, 'tool failed');
      return rpcError(message.id, -32603, 'Internal error');
    }
  });

  next();
};
