import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Requires `name` from this package, from where ESLint or typescript-eslint is installed, or from the project being linted. */
export function loadOptional<T>(name: string, nextTo: readonly string[]): T | undefined {
  const here = createRequire(import.meta.url);
  const places = [here, createRequire(join(process.cwd(), 'package.json'))];
  for (const host of nextTo) {
    try {
      places.push(createRequire(here.resolve(host)));
    } catch {
      // not installed: one place fewer to look
    }
  }
  for (const place of places) {
    try {
      return place(name) as T;
    } catch {
      // try the next place
    }
  }
  return undefined;
}
