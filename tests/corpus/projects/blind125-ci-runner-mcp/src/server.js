// McpFacade wraps a low-level MCP server and dispatches calls to CI tools.
'use strict';

var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var schemas = require('@modelcontextprotocol/sdk/types.js');
var tools = require('./tools');

function McpFacade(gitlab, userId) {
  this.userId = userId;
  this.tools = tools.all(gitlab);
  this.server = new Server({ name: 'ci-runner-mcp', version: '0.4.1' }, { capabilities: { tools: {} } });
  this._wire();
}

McpFacade.prototype._find = function (name) {
  for (var i = 0; i < this.tools.length; i++) {
    if (this.tools[i].name === name) return this.tools[i];
  }
  return null;
};

McpFacade.prototype._wire = function () {
  var self = this;
  this.server.setRequestHandler(schemas.ListToolsRequestSchema, function () {
    return Promise.resolve({
      tools: self.tools.map(function (t) {
        return { name: t.name, description: t.description, inputSchema: t.inputSchema, annotations: t.annotations };
      })
    });
  });
  this.server.setRequestHandler(schemas.CallToolRequestSchema, function (request) {
    var tool = self._find(request.params.name);
    if (!tool) return Promise.resolve({ content: [{ type: 'text', text: 'no such tool' }], isError: true });
    return tool.run(request.params, { userId: self.userId, tool: tool.name }).catch(function (err) {
      return { content: [{ type: 'text', text: err.message }], isError: true };
    });
  });
};

McpFacade.prototype.connect = function (transport) {
  return this.server.connect(transport);
};

module.exports = McpFacade;
