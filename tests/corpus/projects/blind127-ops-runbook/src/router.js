// ToolRouter class that lists tools and dispatches calls with the operator identity.
'use strict';

const { toolError } = require('./lib/results');

class ToolRouter {
  constructor(tools) {
    this.routes = new Map(tools.map((t) => [t.name, t]));
  }

  list() {
    return [...this.routes.values()].map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    }));
  }

  async dispatch(request, extra) {
    const { name, arguments: args = {}, requestState, inputResponses } = request.params;
    const tool = this.routes.get(name);
    if (!tool) return toolError(`Unknown tool: ${name}`);

    const operator = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (!operator) return toolError('Sign in through ops SSO first.');

    try {
      return await tool.run(args, { operator, requestState, inputResponses, signal: extra.signal });
    } catch (err) {
      return toolError(`${name} failed: ${err.message}`);
    }
  }
}

module.exports = { ToolRouter };
