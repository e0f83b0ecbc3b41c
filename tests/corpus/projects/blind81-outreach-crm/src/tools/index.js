// Registers the CRM tools on an McpServer, wrapping each with caller lookup and error handling.
const fp = require('lodash/fp');
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { toolError } = require('../mrtr');
const { sendCampaign } = require('./sendCampaign');
const { buildSegment } = require('./buildSegment');
const { mergeContacts } = require('./mergeContacts');

const TOOLS = [buildSegment, mergeContacts, sendCampaign];

const callerOf = fp.flow(fp.getOr({}, 'authInfo.extra'), fp.pick(['userId', 'tenantId']));

const withCaller = (run) => (args, extra) => {
  const caller = callerOf(extra);
  return caller.userId && caller.tenantId ? run(args, caller, extra) : Promise.resolve(toolError('Sign in to use the CRM tools.'));
};

const reportingErrors = (name) => (run) => (args, extra) =>
  Promise.resolve()
    .then(() => run(args, extra))
    .catch((err) => {
      console.error(`[outreach-crm] ${name} failed`, err);
      return toolError(err.message || 'The CRM tool failed.');
    });

const register = (server) => (tool) => server.registerTool(tool.name, tool.config, fp.flow(withCaller, reportingErrors(tool.name))(tool.run));

const createCrmServer = () => {
  const server = new McpServer({ name: 'outreach-crm', version: '2.3.1' }, { capabilities: { tools: {} } });
  TOOLS.forEach(register(server));
  return server;
};

module.exports = { createCrmServer };
