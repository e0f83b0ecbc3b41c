'use strict';

const os = require('node:os');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { Vault } = require('./vault');
const pkg = require('../package.json');

const tools = [require('./tools/import-pages'), require('./tools/export-notes'), require('./tools/purge-notes')];
const byName = new Map(tools.map((t) => [t.definition.name, t]));

function createServer({ vaultDir } = {}) {
  const vault = new Vault(vaultDir);
  // stdio only: one local user, the one who launched the host
  const session = { user: os.userInfo().username, vault };

  const server = new Server({ name: 'notes-sync', version: pkg.version }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    if (!tool) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    }
    try {
      return await tool.call(request.params, session);
    } catch (err) {
      return { isError: true, content: [{ type: 'text', text: `${request.params.name} failed: ${err.message}` }] };
    }
  });

  server.vaultDir = vault.dir;
  return server;
}

module.exports = { createServer };
