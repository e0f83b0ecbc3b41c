import type { Plugin, Server } from '@hapi/hapi';
import { StateSealer } from '../state/sealer.js';

export interface StatePluginOptions {
  secret: string;
  ttlSeconds?: number;
}

/**
 * Registers `state.seal` / `state.open` as hapi server methods so tools can
 * reach them through `server.methods` without importing the sealer directly.
 */
export const statePlugin: Plugin<StatePluginOptions> = {
  name: 'ledger-state',
  version: '1.0.0',
  register(server: Server, options: StatePluginOptions) {
    const sealer = StateSealer.create({ secret: options.secret, ttlSeconds: options.ttlSeconds });

    server.method('state.seal', (data: unknown) => sealer.seal(data));
    server.method('state.open', (token: string) => sealer.open(token));
    server.expose('sealer', sealer);
  },
};
