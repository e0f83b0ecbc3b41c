'use strict';

var _ = require('lodash');
var types = require('@modelcontextprotocol/sdk/types.js');

var TOOLS = [require('./escalate'), require('./merge')];

/**
 * Registers list/call handlers on a low-level SDK server.
 * @param {import('@modelcontextprotocol/sdk/server/index.js').Server} server
 * @param {{ store: object, zendesk: object }} deps
 */
module.exports = function registerTools(server, deps) {
  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return Promise.resolve({
      tools: TOOLS.map(function (tool) {
        return _.pick(tool, ['name', 'description', 'inputSchema', 'annotations']);
      })
    });
  });

  server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
    var tool = _.find(TOOLS, { name: request.params.name });
    if (!tool) {
      return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Unknown tool: ' + request.params.name }] });
    }
    return Promise.resolve(tool.handler(request.params, extra, deps));
  });
};
