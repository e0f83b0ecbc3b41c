#!/usr/bin/env node
// Stdio launcher that resolves the GitLab user and starts the MCP facade.
'use strict';

var StdioServerTransport = require('@modelcontextprotocol/sdk/server/stdio.js').StdioServerTransport;
var GitLab = require('./gitlab');
var McpFacade = require('./server');

var token = process.env.GITLAB_TOKEN;
if (!token) {
  console.error('GITLAB_TOKEN is required');
  process.exit(1);
}

var gitlab = new GitLab(process.env.GITLAB_URL || 'https://gitlab.example.com', token);

// State is bound to the GitLab identity behind the token, not to whatever the
// MCP client claims to be.
gitlab.whoami(function (err, me) {
  if (err) {
    console.error('cannot resolve GitLab user:', err.message);
    process.exit(1);
  }
  var facade = new McpFacade(gitlab, String(me.id));
  facade.connect(new StdioServerTransport()).then(function () {
    console.error('ci-runner-mcp ready for', me.username);
  }, function (e) {
    console.error(e);
    process.exit(1);
  });
});
