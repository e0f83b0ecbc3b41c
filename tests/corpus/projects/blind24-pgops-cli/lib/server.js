'use strict';

const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { createStateCodec } = require('./request-state');
const { describeConnection, poolFor } = require('./connection');
const { installRoundTripShim } = require('./round-trip');
const registerDropTable = require('./tools/drop-table');
const registerVacuum = require('./tools/vacuum');
const pkg = require('../package.json');

function createPgopsServer(config) {
  const server = new McpServer({ name: 'pgops', version: pkg.version }, { capabilities: { tools: {}, logging: {} } });
  const deps = {
    config,
    codec: createStateCodec(config.state),
    pool: poolFor(describeConnection(config.database).url),
  };

  registerDropTable(server, deps);
  registerVacuum(server, deps);
  installRoundTripShim(server);
  return server;
}

module.exports = { createPgopsServer };
