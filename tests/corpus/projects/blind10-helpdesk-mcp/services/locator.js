'use strict';

/**
 * Minimal service locator. Plugins register long-lived services at boot,
 * tools look them up lazily by name.
 */
class ServiceLocator {
  constructor() {
    this._factories = new Map();
    this._instances = new Map();
  }

  register(name, factory) {
    if (this._factories.has(name)) {
      throw new Error(`service already registered: ${name}`);
    }
    this._factories.set(name, factory);
    return this;
  }

  get(name) {
    if (!this._instances.has(name)) {
      const factory = this._factories.get(name);
      if (!factory) throw new Error(`unknown service: ${name}`);
      this._instances.set(name, factory(this));
    }
    return this._instances.get(name);
  }
}

module.exports = new ServiceLocator();
