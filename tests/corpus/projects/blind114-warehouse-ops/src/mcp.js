// Creates the warehouse-ops McpServer and registers the lookup and write-off tools.
'use strict';

var McpServer = require('@modelcontextprotocol/sdk/server/mcp.js').McpServer;
var registerLookup = require('./tools/lookup');
var registerWriteOff = require('./tools/writeOff');

module.exports = function createMcpServer() {
  var server = new McpServer({ name: 'warehouse-ops', version: '0.9.0' });
  registerLookup(server);
  registerWriteOff(server);
  return server;
};
