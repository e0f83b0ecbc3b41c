#!/usr/bin/env node
'use strict';

const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { createServer } = require('../lib/server');

async function main() {
  const server = createServer({ vaultDir: process.env.NOTES_VAULT });
  await server.connect(new StdioServerTransport());
  // stdout belongs to the protocol
  console.error(`notes-sync ready (vault: ${server.vaultDir})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
