import { Container, Tokens } from './container.js';
import { PlatformService } from './services/PlatformService.js';
import { StateSigner } from './state/StateSigner.js';

export function buildContainer(env: NodeJS.ProcessEnv = process.env): Container {
  return new Container()
    .register(Tokens.StateSecret, () => env.DEPLOY_STATE_SECRET || 'deploy-pilot-state')
    .register(Tokens.Platform, () => new PlatformService(env.PLATFORM_URL ?? 'https://platform.internal', env.PLATFORM_TOKEN ?? ''))
    .register(
      Tokens.StateSigner,
      (c) => new StateSigner(c.resolve<string>(Tokens.StateSecret), { issuer: 'deploy-pilot', ttl: '5m' }), // expect: no-weak-state-key
    );
}
