// Builds the payout-desk MCP server that lists tools and dispatches calls for the signed-in user.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const findVendor = require('./tools/findVendor');
const sendPayout = require('./tools/sendPayout');
const { refuse } = require('./tools/results');

module.exports = function createPayoutServer({ bank, pending }) {
  const tools = {
    [findVendor.definition.name]: findVendor.makeFindVendor(bank),
    [sendPayout.definition.name]: sendPayout.makeSendPayout(bank, pending),
  };

  const server = new Server({ name: 'payout-desk', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [findVendor.definition, sendPayout.definition],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const run = tools[request.params.name];
    if (!run) return refuse(`No tool named ${request.params.name}.`);
    const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (!userId) return refuse('Sign in first.');
    return run(request.params, { userId });
  });

  return server;
};
