#!/usr/bin/env node
'use strict';

const { parseArgs } = require('node:util');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { loadConfig } = require('../lib/config');
const { createPgopsServer } = require('../lib/server');
const { closeAll } = require('../lib/connection');

async function main() {
  const { values } = parseArgs({
    options: {
      config: { type: 'string', short: 'c' },
      'no-confirm': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stderr.write('usage: pgops-mcp [--config file] [--no-confirm]\n');
    return;
  }

  const config = loadConfig({ file: values.config });
  if (values['no-confirm']) config.safety.confirmDestructive = false;

  const server = createPgopsServer(config); // expect: no-weak-state-key
  await server.connect(new StdioServerTransport());
  process.stderr.write(`pgops-mcp ready (${config.database.host}:${config.database.port}/${config.database.database})\n`);

  const shutdown = async () => {
    await server.close();
    await closeAll();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  process.stderr.write(`pgops-mcp: ${err.stack || err}\n`);
  process.exit(1);
});
