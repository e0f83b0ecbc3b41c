// Builds the low-level MCP server and routes tools/list and tools/call to the payroll tools.
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const runPayroll = require('./tools/runPayroll');
const adjustTimesheet = require('./tools/adjustTimesheet');
const previewPayslip = require('./tools/previewPayslip');

const tools = [runPayroll, adjustTimesheet, previewPayslip];
const byName = new Map(tools.map((t) => [t.definition.name, t]));

function createServer() {
  const server = new Server({ name: 'ledgerloom-payroll', version: '2.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) return { content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }], isError: true };
    try {
      return await tool.handle(request, extra);
    } catch (err) {
      console.error(`tool ${request.params.name} failed`, err);
      return { content: [{ type: 'text', text: 'The payroll service hit an internal error.' }], isError: true };
    }
  });

  return server;
}

module.exports = { createServer };
