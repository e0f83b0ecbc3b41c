#!/usr/bin/env tsx
/**
 * Local dev server: the real tools against the seed data, no IdP, no platform API.
 * Accepts `Authorization: Bearer dev:<user>` (users come from seed/releases.json).
 * Do not deploy this file.
 */
import { randomBytes } from 'node:crypto';
import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { buildServer } from '../src/server.js';
import { createSealer } from '../src/state/sealer.js';
import { fakePlatform, loadSeed } from '../test/fakes/fake-platform.js';
import type { DeployerConfig } from '../src/config.js';

const seed = loadSeed();
const users = new Set(seed.teams.flatMap((team) => team.members));
const { client: platform, calls } = fakePlatform(seed);

// A per-run key is fine here: one process, restarted by `tsx watch` whenever you edit.
const devKey = process.env.DEPLOYER_STATE_KEY ?? randomBytes(32).toString('base64');
const sealer = createSealer(devKey);
const config = { port: 8787, pageSize: 10 } as DeployerConfig;

const verifier = {
  async verifyAccessToken(token: string) {
    const user = token.startsWith('dev:') ? token.slice(4) : '';
    if (!users.has(user)) throw new InvalidTokenError(`unknown dev user; try one of ${[...users].join(', ')}`);
    return { token, clientId: 'dev', scopes: ['deploy'], expiresAt: Math.floor(Date.now() / 1000) + 3600, extra: { userId: user } };
  },
};

const app = express();
app.use(express.json());
app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['deploy'] }), async (req, res) => {
  const server = buildServer({ platform, sealer, config });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.get('/dev/calls', (_req, res) => {
  res.json(calls);
});

app.listen(config.port, () => {
  console.log(`dev MCP on http://localhost:${config.port}/mcp; users: ${[...users].join(', ')}`);
});
