import 'reflect-metadata';
import { Container } from 'inversify';
import Database from 'better-sqlite3';
import { TYPES, systemClock, type Clock, type StateKeyRing, type StateSealer } from './types.js';
import { loadStateKeyRing } from './crypto/state-keys.js';
import { AeadStateSealer } from './state/aead-state-sealer.js';
import { InventoryRepository, SqliteInventoryRepository } from './inventory/inventory.repository.js';
import type { InventoryTool } from './tools/decorators.js';
import { DisposeReagentTool } from './tools/dispose-reagent.tool.js';
import { StocktakeTool } from './tools/stocktake.tool.js';

export function buildContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind<StateKeyRing>(TYPES.StateKeys).toConstantValue(loadStateKeyRing());
  container.bind<Clock>(TYPES.Clock).toConstantValue(systemClock);
  container.bind<StateSealer>(TYPES.StateSealer).to(AeadStateSealer);

  const dbFile = process.env.INVENTORY_DB ?? './data/inventory.sqlite';
  container.bind<Database.Database>(TYPES.Database).toConstantValue(new Database(dbFile, { fileMustExist: true }));
  container.bind<InventoryRepository>(TYPES.Inventory).to(SqliteInventoryRepository);

  container.bind<InventoryTool>(TYPES.Tool).to(DisposeReagentTool);
  container.bind<InventoryTool>(TYPES.Tool).to(StocktakeTool);
  return container;
}
