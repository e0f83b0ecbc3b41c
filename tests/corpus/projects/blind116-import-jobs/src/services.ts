// Declares the service keys for config, pending store and warehouse.
// @ts-nocheck
import { key } from './di.js';
import type { Config } from './config.js';
import type { PendingStore } from './pendingStore.js';
import type { Warehouse } from './warehouse.js';

export const CONFIG = key<Config>('config');
export const PENDING = key<PendingStore>('pendingStore');
export const WAREHOUSE = key<Warehouse>('warehouse');
