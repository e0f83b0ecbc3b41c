// Express entry point: Redis-backed session for the telematics link, MCP endpoint, OAuth callback and webhooks.
const crypto = require('node:crypto');
const express = require('express');
const session = require('express-session');
const RedisStore = require('connect-redis').default;
const { createClient } = require('redis');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { config } = require('./config');
const { requireUser } = require('./auth');
const { buildMcpServer } = require('./tools');
const { StateError } = require('./state/envelope');
const telematics = require('./telematics/client');
const { handleWebhook } = require('./telematics/webhook');

const app = express();
app.set('trust proxy', 1);
app.disable('x-powered-by');

app.post('/webhooks/telematics', express.raw({ type: 'application/json', limit: '256kb' }), (req, res, next) => {
  handleWebhook(req, res).catch(next);
});

const redisClient = createClient({ url: config.redisUrl });
redisClient.connect().catch((err) => {
  console.error('[fleet-ops] redis connection failed', err);
  process.exit(1);
});

app.use(
  session({
    name: 'fleet_sid',
    secret: config.sessionKeys,
    store: new RedisStore({ client: redisClient, prefix: 'fleet-sess:' }),
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 8 * 60 * 60 * 1000 },
  }),
);
app.use(express.json({ limit: '512kb' }));

app.get('/connect/telematics', (req, res) => {
  const oauthState = crypto.randomBytes(16).toString('hex');
  req.session.oauthState = oauthState;
  const url = new URL('/oauth/authorize', config.telematics.baseUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.telematics.clientId,
    redirect_uri: config.telematics.redirectUri,
    scope: 'diagnostics work_orders',
    state: oauthState,
  }).toString();
  res.redirect(url.toString());
});

app.get('/connect/telematics/callback', async (req, res, next) => {
  try {
    const sent = Buffer.from(String(req.query.state || ''));
    const kept = Buffer.from(String(req.session.oauthState || ''));
    if (!kept.length || sent.length !== kept.length || !crypto.timingSafeEqual(sent, kept)) {
      res.status(400).send('OAuth state mismatch');
      return;
    }
    req.session.oauthState = null;
    req.session.telematics = await telematics.exchangeCode(String(req.query.code));
    res.send('Telematics account connected. You can close this window.');
  } catch (err) {
    next(err);
  }
});

app.post('/mcp', requireUser, async (req, res) => {
  const server = buildMcpServer({ user: req.user, session: req.session });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    const message = err instanceof StateError ? 'Invalid or expired requestState' : 'Internal error';
    if (!res.headersSent) res.status(err instanceof StateError ? 400 : 500).json({ error: message });
  }
});

app.use((err, _req, res, _next) => {
  console.error('[fleet-ops]', err);
  res.status(500).json({ error: 'internal_error' });
});

app.listen(config.port, () => console.log(`fleet-ops MCP listening on ${config.port}`));
