import fp from 'fastify-plugin';
import { loadKeyRing } from '../secrets.js';
import { StateTokens, type StateTokenOptions } from '../state/StateTokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    stateTokens: StateTokens;
  }
}

export interface StateTokensPluginOptions extends Partial<StateTokenOptions> {
  secretId: string;
}

export default fp<StateTokensPluginOptions>(
  async (app, { secretId, ...options }) => {
    const ring = await loadKeyRing(secretId);
    app.decorate('stateTokens', new StateTokens(ring, options));
    app.log.info({ kid: ring.current.kid }, 'requestState key ring loaded');
  },
  { name: 'state-tokens' },
);
