// release-control entry point: Express app serving the MCP endpoint and the CI build-ready callback.
'use strict';

const express = require('express');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { engineerAuth, ciCallbackAuth } = require('../../../libs/auth/src');
const { stateBox, resolveStateKey } = require('../../../libs/crypto/src');
const { toolServer } = require('../../../libs/mcp/src');
const { loadConfig } = require('./config');
const { githubClient } = require('./github');
const { pendingStore } = require('./pending');
const { rollbackTool } = require('./tools/rollback');
const { promoteTool } = require('./tools/promote');
const { statusTool } = require('./tools/status');

const config = loadConfig();
const github = githubClient(config.github);
const store = pendingStore(config.redisUrl);
const box = stateBox(resolveStateKey(), { ttlMs: 5 * 60 * 1000 });

const tools = [
  statusTool({ github, repos: config.repos }),
  rollbackTool({ github, box, repos: config.repos, apiVersion: config.github.apiVersion }),
  promoteTool({ github, store, repos: config.repos }),
];

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '256kb' }));

app.get('/healthz', (_req, res) => res.send('ok'));

app.post('/mcp', engineerAuth(config.oidc), async (req, res) => {
  const server = toolServer(tools);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('mcp request failed', err);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.post('/hooks/ci/build-ready', ciCallbackAuth(config.ciCallbackSecret), async (req, res) => {
  const { repo, sha, buildUrl } = req.body || {};
  if (!config.repos.includes(repo) || !/^[0-9a-f]{40}$/.test(String(sha)) || typeof buildUrl !== 'string') {
    return res.status(400).json({ error: 'repo, sha and buildUrl are required' });
  }
  await store.markBuildReady(repo, sha, buildUrl);
  return res.status(204).end();
});

app.listen(config.port, () => console.log(`release-control listening on :${config.port}`));
