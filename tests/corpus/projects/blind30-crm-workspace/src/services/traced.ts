import type { Logger } from 'pino';

/**
 * Wraps a service in a Proxy that logs every async method call with its duration. Methods are bound
 * to the real target, so classes with #private fields keep working behind the proxy.
 */
export function traced<T extends object>(service: T, name: string, log: Logger): T {
  return new Proxy(service, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || typeof prop === 'symbol') return value;
      return (...args: unknown[]) => {
        const started = performance.now();
        const out = value.apply(target, args);
        if (out instanceof Promise) {
          return out.then(
            (result) => {
              log.debug({ service: name, method: prop, ms: Math.round(performance.now() - started) }, 'call ok');
              return result;
            },
            (error: unknown) => {
              log.warn({ service: name, method: prop, err: error }, 'call failed');
              throw error;
            },
          );
        }
        return out;
      };
    },
  });
}
