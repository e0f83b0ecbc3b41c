// Models a CommonJS MCP SDK 1.x server that builds an unsigned base64 requestState object step by step, writing the user's cookie and an API key into it.
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { crm } = require('./crm');

const server = new Server({ name: 'crm', version: '0.9.2' }, { capabilities: { tools: {} } });

function attachRequest(server, httpRequest) {
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    if (request.params.name !== 'import_contacts') return { isError: true, content: [{ type: 'text', text: 'Unknown tool' }] };

    if (!request.params.requestState) {
      const state = { source: request.params.arguments.source, page: 0 };
      state.cookie = httpRequest.headers.cookie; // expect: no-secrets-in-state
      state.crmApiKey = process.env.CRM_API_KEY; // expect: no-secrets-in-state
      state.pageSize = 100;
      state.tokenCount = 0;
      return {
        resultType: 'input_required',
        inputRequests: {
          mapping: { method: 'elicitation/create', params: { mode: 'form', message: 'Map the columns', requestedSchema: { type: 'object', properties: { email: { type: 'string' } } } } },
        },
        requestState: Buffer.from(JSON.stringify(state)).toString('base64'), // expect: require-sealed-state
      };
    }

    const state = JSON.parse(Buffer.from(request.params.requestState, 'base64').toString()); // expect: require-sealed-state
    const mapping = request.params.inputResponses?.mapping?.content;
    const imported = await crm.importContacts(state.crmApiKey, state.source, mapping);
    return { content: [{ type: 'text', text: `Imported ${imported.count} contacts` }] };
  });
}

module.exports = { server, attachRequest };
