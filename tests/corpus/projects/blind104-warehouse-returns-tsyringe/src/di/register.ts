// Registers configuration, infrastructure clients and tool classes with the tsyringe container.
// @ts-nocheck
import 'reflect-metadata';
import { container, instanceCachingFactory } from 'tsyringe';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { TOKENS } from './tokens';
import { loadConfig, type AppConfig } from '../config/env';

export function registerDependencies() {
  container.register(TOKENS.Config, { useValue: loadConfig() });

  container.register(TOKENS.Redis, {
    useFactory: instanceCachingFactory((c) => {
      const cfg = c.resolve<AppConfig>(TOKENS.Config);
      return new Redis(cfg.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    }),
  });

  container.register(TOKENS.Pg, {
    useFactory: instanceCachingFactory((c) => new pg.Pool({ connectionString: c.resolve<AppConfig>(TOKENS.Config).databaseUrl, max: 10 })),
  });

  container.register(TOKENS.VerifyJwt, {
    useFactory: instanceCachingFactory((c) => {
      const { jwt } = c.resolve<AppConfig>(TOKENS.Config);
      const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', jwt.issuer));
      return async (token: string) => (await jwtVerify(token, jwks, { issuer: jwt.issuer, audience: jwt.audience })).payload;
    }),
  });

  return container;
}
