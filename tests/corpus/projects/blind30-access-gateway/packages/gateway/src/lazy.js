/**
 * A stand-in that builds the real service on first use. Lets the server start (and list its tools)
 * without a database or the GitHub app's credentials. The state keys are not loaded this way:
 * server.js reads them eagerly, so a missing or short key stops the process at startup.
 *
 * Methods are bound to the real instance: classes with #private fields reject a Proxy as `this`.
 */
export function lazy(factory) {
  let instance;
  const materialise = () => (instance ??= factory());
  return new Proxy(Object.create(null), {
    get(_target, property) {
      const real = materialise();
      const value = Reflect.get(real, property, real);
      return typeof value === 'function' ? value.bind(real) : value;
    },
    has(_target, property) {
      return Reflect.has(materialise(), property);
    },
  });
}
