export const TYPES = {
  StateKeys: Symbol.for('inventory.StateKeys'),
  StateSealer: Symbol.for('inventory.StateSealer'),
  Clock: Symbol.for('inventory.Clock'),
  Database: Symbol.for('inventory.Database'),
  Inventory: Symbol.for('inventory.InventoryRepository'),
  Tool: Symbol.for('inventory.Tool'),
} as const;

export interface Clock {
  /** Whole seconds since the epoch; request-state expiry is kept in the same unit. */
  nowSeconds(): number;
}

export const systemClock: Clock = { nowSeconds: () => Math.floor(Date.now() / 1000) };

export interface StateBinding {
  userId: string;
  tool: string;
  args?: Record<string, unknown>;
}

export type Opened<T> = { ok: true; state: T } | { ok: false; reason: 'malformed' | 'key' | 'binding' | 'expired' };

export interface StateSealer {
  seal<T>(data: T, binding: StateBinding): string;
  open<T>(token: string, binding: StateBinding): Opened<T>;
}

export interface StateKeyRing {
  current: { id: string; key: Buffer };
  byId: ReadonlyMap<string, Buffer>;
}
