// Shared result builders and the per-request McpServer factory that registers every fleet tool.
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const toolError = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

function inputRequired(inputRequests, requestState) {
  return {
    content: [{ type: 'text', text: 'Waiting for your answer.' }],
    resultType: 'input_required',
    inputRequests,
    requestState,
    _meta: { requestState },
  };
}

function readState(extra) {
  return extra && extra._meta ? extra._meta.requestState : undefined;
}

function acceptedContent(extra, key) {
  const responses = (extra && extra._meta && extra._meta.inputResponses) || {};
  const response = responses[key];
  return response && response.action === 'accept' ? response.content || {} : null;
}

module.exports = { text, toolError, inputRequired, readState, acceptedContent };

const reassignVehicle = require('./reassignVehicle');
const scheduleMaintenance = require('./scheduleMaintenance');

function buildMcpServer(context) {
  const server = new McpServer({ name: 'fleet-ops', version: '2.1.4' }, { capabilities: { tools: {} } });
  reassignVehicle.register(server, context);
  scheduleMaintenance.register(server, context);
  return server;
}

module.exports.buildMcpServer = buildMcpServer;
