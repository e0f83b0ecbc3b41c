// Builds the billing-notes MCP server and routes tool listing and calls to the refund tool.
'use strict';

var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var types = require('@modelcontextprotocol/sdk/types.js');
var refund = require('./refund');

module.exports = function createServer() {
  var server = new Server({ name: 'billing-notes', version: '3.1.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return Promise.resolve({ tools: [refund.definition] });
  });

  server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
    if (request.params.name !== refund.definition.name) {
      return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Unknown tool' }] });
    }
    var info = extra.authInfo;
    var userId = info && info.extra && info.extra.userId;
    if (!userId) {
      return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Unauthenticated' }] });
    }
    return refund.handle(request.params, userId).catch(function (err) {
      console.error('[billing-notes] refund failed:', err);
      return { isError: true, content: [{ type: 'text', text: 'Refund failed, nothing was charged back.' }] };
    });
  });

  return server;
};
