import restock from './restock.js';
import decommission from './decommission.js';

export { restock, decommission };

/** Yields `{ name, config, handler }` for every tool, in registration order. */
export function* toolDefinitions(deps) {
  yield restock(deps);
  yield decommission(deps);
}
