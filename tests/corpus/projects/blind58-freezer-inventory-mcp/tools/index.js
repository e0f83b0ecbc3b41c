'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const lims = require('../lib/lims');
const { recentAlarms } = require('../routes/lims-webhook');
const relocate = require('./relocate');
const discard = require('./discard');
const { version } = require('../package.json');

const findSamplesDefinition = {
  name: 'find_samples',
  description: 'Search samples by study, donor or box. Shows where each sample is stored.',
  inputSchema: {
    type: 'object',
    properties: {
      study: { type: 'string' },
      donor: { type: 'string' },
      box: { type: 'string' },
      limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    },
  },
  annotations: { readOnlyHint: true },
};

async function findSamples(params, extra) {
  const { limit = 50, ...query } = params.arguments || {};
  const samples = await lims.searchSamples(extra.authInfo.token, { ...query, limit: String(limit) });
  const lines = samples.map((s) => {
    const alarm = recentAlarms.get(s.freezerId);
    const flag = alarm ? ` ⚠ freezer alarm (${alarm.temperature} °C)` : '';
    return `${s.id}  ${s.study}/${s.donor}  ${s.freezerName} shelf ${s.shelf} box ${s.box} pos ${s.position}${flag}`;
  });
  return { content: [{ type: 'text', text: lines.length ? lines.join('\n') : 'No samples matched.' }] };
}

function buildServer() {
  const server = new Server({ name: 'freezer-inventory', version }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [findSamplesDefinition, relocate.definition, discard.definition],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    switch (request.params.name) {
      case 'find_samples':
        return findSamples(request.params, extra);
      case relocate.definition.name:
        return relocate.call(request.params, extra);
      case discard.definition.name:
        return discard.call(request.params, extra);
      default:
        return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${request.params.name}` }] };
    }
  });

  return server;
}

module.exports = { buildServer };
