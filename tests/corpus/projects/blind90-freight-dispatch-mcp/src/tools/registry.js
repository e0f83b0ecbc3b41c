// Tool registry: holds the tool definitions and wires tools/list and tools/call onto an SDK 1.x Server.
'use strict';

var types = require('@modelcontextprotocol/sdk/types.js');

function toolError(text) {
  return { content: [{ type: 'text', text: text }], isError: true };
}

function ToolRegistry(context) {
  this.context = context;
  this.tools = Object.create(null);
  this.order = [];
}

ToolRegistry.prototype.add = function () {
  var self = this;
  Array.prototype.slice.call(arguments).forEach(function (def) {
    if (self.tools[def.name]) throw new Error('duplicate tool ' + def.name);
    self.tools[def.name] = def;
    self.order.push(def.name);
  });
  return this;
};

ToolRegistry.prototype.describe = function () {
  var tools = this.tools;
  return this.order.map(function (name) {
    var def = tools[name];
    return {
      name: def.name,
      description: def.description,
      inputSchema: def.inputSchema,
      annotations: def.annotations || {}
    };
  });
};

ToolRegistry.prototype.attach = function (server) {
  var self = this;
  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return { tools: self.describe() };
  });
  server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
    var def = self.tools[request.params.name];
    if (!def) return toolError('Unknown tool: ' + request.params.name);
    var authInfo = extra.authInfo;
    var userId = authInfo && authInfo.extra && authInfo.extra.userId;
    if (!userId) return toolError('This tool needs an authenticated dispatcher.');
    var call = {
      args: request.params.arguments || {},
      params: request.params,
      userId: String(userId),
      authInfo: authInfo,
      signal: extra.signal
    };
    return Promise.resolve()
      .then(function () {
        return def.handler.call(self.context, call);
      })
      .catch(function (err) {
        console.error('[tools] ' + def.name + ' failed:', err && err.stack || err);
        return toolError(def.name + ' failed: ' + (err && err.message || 'unknown error'));
      });
  });
};

ToolRegistry.toolError = toolError;

module.exports = ToolRegistry;
