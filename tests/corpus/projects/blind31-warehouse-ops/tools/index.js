'use strict';

var _ = require('lodash');
var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var types = require('@modelcontextprotocol/sdk/types.js');

var REGISTRY = [require('./adjust-stock'), require('./cycle-count')];

function userOf(extra) {
  var userId = _.get(extra, ['authInfo', 'extra', 'userId']);
  if (!userId) throw new Error('no authenticated user on this request');
  return userId;
}

/**
 * Low-level server with our own dispatch; the tools get params whole because the
 * round-trip fields (requestState, inputResponses) live next to arguments.
 *
 * @param {{ db: object, sealer: object }} deps
 */
exports.createServer = function createServer(deps) {
  var server = new Server({ name: 'warehouse-ops', version: '3.2.1' }, { capabilities: { tools: {} } });
  var toolDeps = _.assign({ userOf: userOf }, deps);

  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return Promise.resolve({
      tools: REGISTRY.map(function (t) {
        return _.pick(t, ['name', 'description', 'inputSchema', 'annotations']);
      })
    });
  });

  server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
    var tool = _.find(REGISTRY, function (t) { return t.name === request.params.name; });
    if (!tool) {
      return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Unknown tool ' + request.params.name }] });
    }
    return Promise.resolve(tool.handler(request.params, extra, toolDeps));
  });

  return server;
};
