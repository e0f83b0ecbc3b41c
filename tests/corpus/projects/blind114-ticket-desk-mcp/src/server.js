// Builds the ticket-desk MCP server and dispatches close_ticket and merge_tickets calls.
'use strict';

var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var types = require('@modelcontextprotocol/sdk/types.js');
var closeTicket = require('./tools/closeTicket');
var mergeTickets = require('./tools/mergeTickets');

var tools = {};
[closeTicket, mergeTickets].forEach(function (t) { tools[t.definition.name] = t; });

function userIdFrom(extra) {
  var auth = extra && extra.authInfo;
  return auth && auth.extra ? auth.extra.userId : undefined;
}

function buildServer() {
  var server = new Server(
    { name: 'ticket-desk', version: '0.4.2' },
    { capabilities: { tools: {} } }
  );

  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return Promise.resolve({
      tools: Object.keys(tools).map(function (k) { return tools[k].definition; })
    });
  });

  server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
    var tool = tools[request.params.name];
    if (!tool) {
      return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Unknown tool ' + request.params.name }] });
    }
    var userId = userIdFrom(extra);
    if (!userId) {
      return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Not signed in.' }] });
    }
    return tool.handle(request.params, userId).catch(function (err) {
      console.error('[ticket-desk] %s failed: %s', request.params.name, err.stack || err);
      return { isError: true, content: [{ type: 'text', text: 'Helpdesk error: ' + err.message }] };
    });
  });

  return server;
}

module.exports = buildServer;
