'use strict';

const Joi = require('joi');
const { createStateCodec, StateError } = require('../lib/state-codec');
const escalateTicket = require('../tools/escalate-ticket');
const mergeTickets = require('../tools/merge-tickets');

const PROTOCOL_VERSION = '2026-07-28';

const rpcSchema = Joi.object({
  jsonrpc: Joi.string().valid('2.0').required(),
  id: Joi.alternatives(Joi.string(), Joi.number()).allow(null),
  method: Joi.string().required(),
  params: Joi.object().unknown(true).default({}),
});

function rpcError(id, code, message) {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

module.exports = {
  name: 'helpdesk-mcp',
  version: '1.4.0',
  dependencies: ['helpdesk-auth'],

  register(server, options) {
    const codec = createStateCodec(options.stateSecret);
    const ttlMs = options.stateTtlMs;
    const tools = new Map([escalateTicket, mergeTickets].map((tool) => [tool.name, tool]));

    const methods = {
      initialize: async () => ({
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { tools: { listChanged: false } },
        serverInfo: { name: 'helpdesk-mcp', version: '1.4.0' },
      }),

      'tools/list': async () => ({
        tools: [...tools.values()].map(({ name, description, inputSchema, annotations }) => ({
          name,
          description,
          inputSchema,
          annotations,
        })),
      }),

      'tools/call': async (params, agent) => {
        const tool = tools.get(params.name);
        if (!tool) {
          return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${params.name}` }] };
        }
        const result = await tool.handler({
          args: params.arguments || {},
          params,
          agent,
          codec,
          ttlMs,
        });
        return { resultType: result.resultType || 'complete', ...result };
      },
    };

    server.route({
      method: 'POST',
      path: '/mcp',
      options: {
        auth: 'agent-token',
        validate: { payload: rpcSchema },
        tags: ['mcp'],
      },
      handler: async (request, h) => {
        const { id, method, params } = request.payload;
        const { agent } = request.auth.credentials;

        if (id === undefined) {
          return h.response().code(202); // notification
        }
        const impl = methods[method];
        if (!impl) {
          return rpcError(id, -32601, `Method not found: ${method}`);
        }

        try {
          const result = await impl(params, agent);
          return h.response({ jsonrpc: '2.0', id, result }).header('cache-control', 'no-store');
        } catch (err) {
          if (err instanceof StateError) {
            return rpcError(id, err.rpcCode, err.message);
          }
          request.log(['error', 'mcp'], err);
          return rpcError(id, -32603, 'Internal error');
        }
      },
    });
  },
};
