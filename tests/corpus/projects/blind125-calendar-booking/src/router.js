// Builds a low-level MCP server that lists and dispatches the calendar tools.
'use strict';

var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var types = require('@modelcontextprotocol/sdk/types.js');
var tools = require('./tools');

module.exports = function makeServer(api, store, userId) {
  var list = [new tools.BookMeeting(api, store), tools.cancelMeeting(api, store)];
  var table = {};
  list.forEach(function (t) { table[t.name] = t; });

  var server = new Server({ name: 'calendar-booking', version: '2.1.4' }, { capabilities: { tools: {} } });

  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return Promise.resolve({
      tools: list.map(function (t) {
        return { name: t.name, description: t.description, inputSchema: t.inputSchema, annotations: t.annotations };
      })
    });
  });

  server.setRequestHandler(types.CallToolRequestSchema, function (request) {
    var p = request.params;
    var tool = table[p.name];
    if (!tool) return Promise.resolve({ content: [{ type: 'text', text: 'unknown tool' }], isError: true });
    return tool.call(p.arguments || {}, {
      userId: userId,
      inputResponses: p.inputResponses,
      requestState: p.requestState
    });
  });

  return server;
};
