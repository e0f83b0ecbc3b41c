// Creates a per-request McpServer with the state verify hook and mailbox tools.
'use strict';

var McpServer = require('@modelcontextprotocol/server').McpServer;
var GmailClient = require('./gmail');
var codec = require('./codec');

var tools = [
  require('./tools/archiveOld'),
  require('./tools/purgeLabel')
];

var gmail = new GmailClient({
  clientId: process.env.GOOGLE_CLIENT_ID,
  clientSecret: process.env.GOOGLE_CLIENT_SECRET
});

/** One McpServer per HTTP request (createMcpHandler calls this). */
module.exports = function createServer() {
  var server = new McpServer(
    { name: 'mailbox-cleanup', version: '1.3.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: codec.verify }
    }
  );
  tools.forEach(function (register) {
    register(server, { codec: codec, gmail: gmail });
  });
  return server;
};
