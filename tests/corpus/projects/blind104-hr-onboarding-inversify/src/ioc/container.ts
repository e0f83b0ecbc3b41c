// Builds the inversify container with settings, clients, tool modules and the MCP server builder.
// @ts-nocheck
import 'reflect-metadata';
import { Container } from 'inversify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { TYPES } from './types';
import type { Settings } from '../config/settings';
import { HrisClient } from '../services/hris-client';
import { McpServerBuilder } from '../mcp/server-builder';
import { OnboardingTools } from '../tools/onboarding-tools';
import { DirectoryTools } from '../tools/directory-tools';

export function buildContainer(settings: Settings): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(TYPES.Settings).toConstantValue(settings);
  container.bind(TYPES.HrisClient).to(HrisClient);
  container.bind(TYPES.ToolModule).to(OnboardingTools);
  container.bind(TYPES.ToolModule).to(DirectoryTools);
  container.bind(TYPES.McpServerBuilder).to(McpServerBuilder);

  container.bind(TYPES.TokenVerifier).toDynamicValue(() => {
    const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', settings.jwtIssuer));
    return async (token: string) => {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: settings.jwtIssuer,
        audience: settings.jwtAudience,
      });
      return payload;
    };
  });

  return container;
}
