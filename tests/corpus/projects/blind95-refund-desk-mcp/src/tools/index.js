// Registers the refund desk tools on a low-level SDK 1.x Server and routes calls by tool name.
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const issueRefund = require('./issue-refund');
const escalateTicket = require('./escalate-ticket');
const lookupOrder = require('./lookup-order');
const { errorResult } = require('../mrtr');

const tools = [lookupOrder, issueRefund, escalateTicket];

function registerTools(server) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((tool) => tool.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.find((t) => t.definition.name === request.params.name);
    if (!tool) return errorResult(`Unknown tool ${request.params.name}`);
    try {
      return await tool.handle(request, extra);
    } catch (err) {
      console.error(`tool ${request.params.name} failed`, err);
      return errorResult(`The ${request.params.name} tool failed: ${err.message}`);
    }
  });
}

module.exports = { registerTools };
