import express, { type NextFunction, type Request, type Response } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { config, type AppConfig } from './config.js';
import { Container, TOKENS } from './container.js';
import { LedgerService } from './services/ledger-service.js';
import { StateGuard } from './services/state-guard.js';
import { StateSealer } from './services/state-sealer.js';
import { systemClock, type Clock } from './util/clock.js';
import { buildMcpServer } from './mcp/tools.js';
import { withRoundTrip } from './mcp/round-trip.js';
import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

const introspectionVerifier: OAuthTokenVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(process.env.OAUTH_INTROSPECTION_URL ?? 'https://auth.internal.example.com/introspect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const data = (await res.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
    if (!data.active) throw new Error('inactive token');
    return {
      token,
      clientId: data.client_id,
      scopes: data.scope?.split(' ') ?? [],
      expiresAt: data.exp,
      extra: { userId: data.sub },
    };
  },
};

export function createContainer(): Container {
  return new Container()
    .value(TOKENS.config, config)
    .value(TOKENS.clock, systemClock)
    .register(TOKENS.sealer, (c) => {
      const cfg = c.resolve<AppConfig>(TOKENS.config);
      return new StateSealer(cfg.get('state.key'), cfg.get('state.ttlMs'));
    })
    .register(TOKENS.guard, (c) => new StateGuard(c.resolve<StateSealer>(TOKENS.sealer), c.resolve<Clock>(TOKENS.clock)))
    .register(TOKENS.ledger, (c) => {
      const cfg = c.resolve<AppConfig>(TOKENS.config);
      return new LedgerService(cfg.get('ledger.baseUrl'), cfg.get('ledger.timeoutMs'));
    });
}

export function createApp(container = createContainer()) {
  const app = express();
  app.use(express.json({ limit: '256kb' }));

  const auth = requireBearerAuth({ verifier: introspectionVerifier, requiredScopes: ['ledger:read'] });

  app.post(config.get('http.path'), auth, async (req: Request, res: Response, next: NextFunction) => {
    try {
      // Stateless mode: one server + transport per request.
      const server = buildMcpServer(container);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);

      const params = req.body?.params ?? {};
      await withRoundTrip({ requestState: params.requestState, inputResponses: params.inputResponses }, () =>
        transport.handleRequest(req, res, req.body),
      );
    } catch (err) {
      next(err);
    }
  });

  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = config.get('http.port');
  createApp().listen(port, () => console.log(`ledger-desk listening on :${port}`));
}
