'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const _ = require('lodash');
const tools = require('./tools');

function createMcpServer() {
  const server = new Server({ name: 'crm-notes', version: '2.1.4' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: _.map(tools, 'definition'),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools[request.params.name];
    if (!tool) return { content: [{ type: 'text', text: `No such tool: ${request.params.name}` }], isError: true };
    const auth = extra.authInfo || {};
    try {
      return await tool.handle(request.params.arguments || {}, {
        token: auth.token,
        userId: _.get(auth, 'extra.userId'),
        inputResponses: request.params.inputResponses,
        requestState: request.params.requestState,
      });
    } catch (err) {
      if (err.name === 'JsonWebTokenError' || err.name === 'TokenExpiredError' || err.code === -32602) {
        return { content: [{ type: 'text', text: 'Invalid or expired requestState' }], isError: true };
      }
      throw err;
    }
  });

  return server;
}

module.exports = { createMcpServer };
