import express from 'express';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { buildServer } from './mcp.js';
import { startSigner } from './signer/client.js';

const PORT = Number(process.env.PORT ?? 3100);
const INTROSPECTION_URL = process.env.INTROSPECTION_URL ?? 'http://localhost:5080/oauth/introspect';

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(INTROSPECTION_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    const info = await res.json();
    if (!info.active) throw new Error('inactive token');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

const signer = startSigner();
await signer.ready;

const app = express();
const auth = requireBearerAuth({ verifier, requiredScopes: ['changes:approve'] });

/** sessionId -> { transport, userId } for the open SSE streams */
const sessions = new Map();

app.get('/sse', auth, async (req, res) => {
  const transport = new SSEServerTransport('/messages', res);
  sessions.set(transport.sessionId, { transport, userId: req.auth.extra.userId });
  res.on('close', () => sessions.delete(transport.sessionId));
  await buildServer({ signer }).connect(transport);
});

app.post('/messages', auth, express.json({ limit: '128kb' }), async (req, res) => {
  const session = sessions.get(String(req.query.sessionId ?? ''));
  // A session belongs to the user who opened the stream.
  if (!session || session.userId !== req.auth.extra.userId) {
    res.status(404).json({ error: 'unknown session' });
    return;
  }
  await session.transport.handlePostMessage(req, res, req.body);
});

const httpServer = app.listen(PORT, () => console.log(`change-approvals (SSE) on :${PORT}`));

process.on('SIGTERM', async () => {
  httpServer.close();
  await signer.stop();
});
