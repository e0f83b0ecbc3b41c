'use strict';

const { NotFound } = require('@feathersjs/errors');
const { authenticate } = require('@feathersjs/authentication');
const resumeState = require('../hooks/resume-state');

const TOOLS = [require('../tools/create-ticket'), require('../tools/purge-ticket'), require('../tools/connect-mailbox')];

/**
 * Custom Feathers service: one `create` per MCP tools/call. Going through a
 * service gives us hooks (auth, state, logging) for free.
 */
class McpCallsService {
  constructor(tools) {
    this.tools = new Map(tools.map((t) => [t.name, t]));
  }

  async setup(app) {
    this.app = app;
  }

  async find() {
    return [...this.tools.values()].map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    }));
  }

  async create(data, params) {
    const tool = this.tools.get(data.name);
    if (!tool) throw new NotFound(`Unknown tool ${data.name}`);
    return tool.run(data.arguments || {}, params, this.app, data.inputResponses || {});
  }
}

function logCall(context) {
  const { data, params, result } = context;
  context.app.get('logger').info({ tool: data.name, user: params.user && params.user.id, input: result && result.resultType });
}

module.exports = function mcpCalls(app) {
  app.use('mcp-calls', new McpCallsService(TOOLS), { methods: ['find', 'create'] });
  app.service('mcp-calls').hooks({
    before: {
      all: [authenticate('jwt')],
      create: [resumeState()],
    },
    after: {
      create: [logCall],
    },
  });
};
