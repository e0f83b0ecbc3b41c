// Service locator with lazy singletons and optional transient factories.
'use strict';

/**
 * Service locator. Factories get the locator so they can pull their own
 * dependencies; everything is a lazy singleton unless registered with
 * { transient: true }.
 */
class Locator {
  constructor() {
    this._factories = new Map();
    this._instances = new Map();
  }

  register(name, factory, opts = {}) {
    this._factories.set(name, { factory, transient: Boolean(opts.transient) });
    this._instances.delete(name);
    return this;
  }

  get(name) {
    const entry = this._factories.get(name);
    if (!entry) throw new Error(`locator: nothing registered as "${name}"`);
    if (entry.transient) return entry.factory(this);
    if (!this._instances.has(name)) this._instances.set(name, entry.factory(this));
    return this._instances.get(name);
  }
}

module.exports = new Locator();
module.exports.Locator = Locator;
