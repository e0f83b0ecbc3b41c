// Builds a fresh McpServer per HTTP request and registers the spreadsheet tools on it.
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const exportInventory = require('./tools/exportInventory');
const importWorkbook = require('./tools/importWorkbook');
const purgeRows = require('./tools/purgeRows');
const { version } = require('../package.json');

function buildServer() {
  const server = new McpServer(
    { name: 'sheets-inventory-bridge', version },
    { capabilities: { tools: {} }, instructions: 'Spreadsheet import and export for the inventory service.' },
  );
  exportInventory.register(server);
  importWorkbook.register(server);
  purgeRows.register(server);
  return server;
}

module.exports = { buildServer };
