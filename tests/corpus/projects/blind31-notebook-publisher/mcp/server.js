'use strict';

var _ = require('lodash');
var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var types = require('@modelcontextprotocol/sdk/types.js');

var TOOL_DEFS = [
  {
    name: 'publish_post',
    description: 'Publish a notebook post to one of your connected channels. Asks you to confirm first.',
    inputSchema: {
      type: 'object',
      properties: {
        postId: { type: 'string' },
        channel: { type: 'string', enum: ['mastodon', 'bluesky', 'newsletter'] }
      },
      required: ['postId', 'channel']
    },
    annotations: { destructiveHint: true, openWorldHint: true }
  },
  {
    name: 'schedule_digest',
    description: 'Schedule a weekly AI digest of a reading list.',
    inputSchema: {
      type: 'object',
      properties: { listId: { type: 'string' } },
      required: ['listId']
    }
  }
];

/**
 * @constructor
 * @param {{ cms: object, pending: object, previewUrl: function(string): string }} deps
 */
function NotebookTools(deps) {
  this.cms = deps.cms;
  this.pending = deps.pending;
  this.previewUrl = deps.previewUrl;
}

NotebookTools.prototype.userOf = function (extra) {
  var userId = _.get(extra, 'authInfo.extra.userId');
  if (!userId) throw new Error('unauthenticated call');
  return userId;
};

NotebookTools.prototype.text = function (msg) {
  return { content: [{ type: 'text', text: msg }] };
};

NotebookTools.prototype.refusal = function (msg) {
  return { isError: true, content: [{ type: 'text', text: msg }] };
};

NotebookTools.prototype.publishPost = require('./publish-post');
NotebookTools.prototype.scheduleDigest = require('./schedule-digest');

NotebookTools.prototype.call = function (params, extra) {
  switch (params.name) {
    case 'publish_post':
      return this.publishPost(params, extra);
    case 'schedule_digest':
      return this.scheduleDigest(params, extra);
    default:
      return Promise.resolve(this.refusal('Unknown tool ' + params.name));
  }
};

exports.NotebookTools = NotebookTools;

exports.createServer = function createServer(deps) {
  var server = new Server({ name: 'notebook-publisher', version: '0.9.0' }, { capabilities: { tools: {} } });
  var tools = new NotebookTools(deps);

  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return Promise.resolve({ tools: TOOL_DEFS });
  });
  server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
    return Promise.resolve(tools.call(request.params, extra));
  });
  return server;
};
