// Minimal dependency container with app- and request-scoped providers.
/**
 * createContainer() -> { provide, get, child }
 * provide(name, factory, { scope: 'app' | 'request' })
 * Request-scoped services are rebuilt for every child container.
 */
export function createContainer(parent = null) {
  const providers = new Map();
  const cache = new Map();

  const lookup = (name) => providers.get(name) ?? parent?.lookup(name);

  const self = {
    lookup,
    provide(name, factory, { scope = 'app' } = {}) {
      providers.set(name, { factory, scope });
      return self;
    },
    get(name) {
      const p = lookup(name);
      if (!p) throw new Error(`no provider for ${name}`);
      if (p.scope === 'app' && parent && !providers.has(name)) return parent.get(name);
      if (!cache.has(name)) cache.set(name, p.factory(self));
      return cache.get(name);
    },
    child() {
      return createContainer(self);
    },
  };
  return self;
}
