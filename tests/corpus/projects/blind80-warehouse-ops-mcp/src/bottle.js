// BottleJS service container: every service and tool is resolved by name from here.
import Bottle from 'bottlejs';
import pg from 'pg';
import Redis from 'ioredis';
import { loadConfig } from './config.js';
import { deriveStateKey } from './crypto/keys.js';
import { createStateCipher } from './crypto/aeadState.js';
import { createPickSessions } from './store/pickSessions.js';
import { createInventory } from './services/inventory.js';
import { createIntrospectionVerifier } from './auth/introspection.js';
import { toolPipeline } from './middleware/chain.js';
import { adjustStockTool } from './tools/adjustStock.js';
import { buildPickListTool } from './tools/buildPickList.js';

export function buildContainer() {
  const bottle = new Bottle('wms');

  bottle.constant('config', loadConfig());
  bottle.factory('db', ({ config }) => new pg.Pool({ connectionString: config.databaseUrl, max: 12 }));
  bottle.factory('redis', ({ config }) => new Redis(config.redisUrl, { enableAutoPipelining: true }));
  bottle.factory('stateKey', (c) => deriveStateKey(c));
  bottle.factory('stateCipher', (c) => createStateCipher(c));
  bottle.factory('pickSessions', (c) => createPickSessions(c));
  bottle.factory('inventory', (c) => createInventory(c));
  bottle.factory('verifier', (c) => createIntrospectionVerifier(c));
  bottle.factory('tools', (c) => [adjustStockTool(c), buildPickListTool(c)].map((t) => ({ ...t, run: toolPipeline(t.handle) })));

  return bottle.container;
}
