// Low-level MCP server: advertises the permit tools and routes tools/call to their handlers.
'use strict';
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { permits } = require('./db');
const { text, toolError, roundInfo } = require('./lib/results');
const rescheduleInspection = require('./handlers/rescheduleInspection');
const withdrawPermit = require('./handlers/withdrawPermit');
const assignContractor = require('./handlers/assignContractor');

const lookupPermit = {
  definition: {
    name: 'lookup_permit',
    description: 'Show the status, address and contractor of one of your permits.',
    inputSchema: { type: 'object', properties: { permitId: { type: 'string' } }, required: ['permitId'] },
    annotations: { readOnlyHint: true },
  },
  async handle(args, { user }) {
    const permit = await permits.findForApplicant(args.permitId, user.id);
    if (!permit) return toolError(`No permit ${args.permitId} on your account.`);
    return text(
      `${permit.reference} at ${permit.address}: ${permit.status}` +
        (permit.contractor_licence ? `, contractor licence ${permit.contractor_licence}` : ', no contractor assigned'),
    );
  },
};

const handlers = [lookupPermit, rescheduleInspection, withdrawPermit, assignContractor];
const byName = new Map(handlers.map((h) => [h.definition.name, h]));

function createPermitServer() {
  const server = new Server({ name: 'permit-desk', version: '1.3.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: handlers.map((h) => h.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = byName.get(request.params.name);
    if (!handler) return toolError(`Unknown tool ${request.params.name}`);
    const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (!userId) return toolError('You need to sign in to the applicant portal first.');
    const user = { id: userId, name: extra.authInfo.extra.displayName };
    try {
      return await handler.handle(request.params.arguments || {}, { user, round: roundInfo(request) });
    } catch (err) {
      console.error(`[permit-desk] ${request.params.name} failed`, err);
      return toolError('The permit system could not complete that request.');
    }
  });

  return server;
}

module.exports = { createPermitServer };
