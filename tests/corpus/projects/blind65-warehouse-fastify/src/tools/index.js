import { config } from '../config.js';
import { createStateBox } from '../security/state-box.js';
import { PendingStore } from '../pending.js';
import { writeOffTool } from './write-off.js';
import { recountTool } from './recount.js';

export function createTools({ inventory }) {
  const box = createStateBox({ key: config.stateKey, ttlMs: config.stateTtlMs });
  const pending = new PendingStore();

  const tools = [writeOffTool({ box, inventory }), recountTool({ pending, inventory, ttlMs: config.recountTtlMs })];
  const byName = new Map(tools.map((tool) => [tool.definition.name, tool]));

  return {
    definitions: () => tools.map((tool) => tool.definition),
    get: (name) => byName.get(name),
  };
}
