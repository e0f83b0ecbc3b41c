// Creates the SDK 1.x McpServer for one request and registers every roster tool with the shared services.
'use strict';

var McpServer = require('@modelcontextprotocol/sdk/server/mcp.js').McpServer;

var modules = [require('./shifts'), require('./release'), require('./leave')];

function staffOf(extra) {
  var info = extra && extra.authInfo;
  var id = info && info.extra && info.extra.userId;
  if (!id) throw new Error('no authenticated staff member on this request');
  return { id: String(id), wardIds: (info.extra.wardIds || []).map(String) };
}

function createServer(services) {
  var server = new McpServer({ name: 'clinic-roster', version: '2.7.0' }, { capabilities: { tools: {} } });
  modules.forEach(function (mod) {
    mod.register(server, services, staffOf);
  });
  return server;
}

module.exports = createServer;
module.exports.staffOf = staffOf;
