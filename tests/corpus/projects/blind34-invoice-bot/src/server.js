var { McpServer } = require('@modelcontextprotocol/server');
var { codec } = require('./state');
var tools = require('./tools');

function makeServer() {
  var server = new McpServer(
    { name: 'invoice-bot', version: '1.4.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  tools.register(server);
  return server;
}

module.exports = { makeServer };
