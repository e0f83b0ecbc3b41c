// Creates the refill-desk McpServer (SDK 1.x) and registers its tools.
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const db = require('./db');
const refill = require('./tools/refill');
const cancel = require('./tools/cancel');
const transfer = require('./tools/transfer');
const { text, toolError } = require('./roundTrip');

function buildServer() {
  const server = new McpServer({ name: 'refill-desk', version: '1.8.4' }, { capabilities: { tools: {} } });

  server.registerTool(
    'list_prescriptions',
    {
      description: 'List your active prescriptions with refills remaining.',
      annotations: { readOnlyHint: true },
    },
    async (extra) => {
      const who = extra.authInfo && extra.authInfo.extra;
      if (!who || !who.patientId) return toolError('Sign in to the patient portal first.');
      const rows = await db.listPrescriptions(who.patientId);
      const lines = rows.map((r) => `${r.rx_id}  ${r.drug_name} ${r.strength}  refills: ${r.refills_remaining}`);
      return text(lines.join('\n') || 'No active prescriptions.', { prescriptions: rows });
    },
  );

  refill.register(server);
  cancel.register(server);
  transfer.register(server);
  return server;
}

module.exports = { buildServer };
