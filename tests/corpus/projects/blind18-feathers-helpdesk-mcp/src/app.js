'use strict';

const { feathers } = require('@feathersjs/feathers');
const configuration = require('@feathersjs/configuration');
const express = require('@feathersjs/express');
const { AuthenticationService, JWTStrategy } = require('@feathersjs/authentication');
const { MemoryService } = require('@feathersjs/memory');

const { deriveStateKey } = require('./lib/state-key');
const mcpCalls = require('./services/mcp-calls.service');
const { mcpHandler } = require('./mcp');

const app = express(feathers());

app.configure(configuration());
app.set('logger', console);
app.set('stateKey', deriveStateKey());

app.use(express.json({ limit: '1mb' }));
app.configure(express.rest());

const auth = new AuthenticationService(app);
auth.register('jwt', new JWTStrategy());
app.use('authentication', auth);

app.use('users', new MemoryService({ id: 'id' }));
app.use('tickets', new MemoryService({ id: 'id', paginate: app.get('paginate') }));
app.use('mailboxes', new MemoryService({ id: 'id' }));
app.configure(mcpCalls);

app.post('/mcp', mcpHandler(app));

app.use(express.notFound());
app.use(express.errorHandler({ logger: console }));

module.exports = app;

if (require.main === module) {
  const port = app.get('port');
  app.listen(port).then(() => console.log(`helpdesk MCP on http://${app.get('host')}:${port}/mcp`));
}
