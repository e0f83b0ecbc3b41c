/**
 * The specifiers a module's text loads, read from the text alone (before any parse): what it imports, requires or
 * re-exports, with or without the statements that only name types.
 */
import type { ProjectModule } from './module-cache.js';
import { timed } from './clock.js';

/**
 * Import and `require` specifiers that may name a project module, as the text writes them (for questions asked before
 * any parse): relative, `#`, and bare ones, which a tsconfig alias or a workspace package may make a project module.
 * A relative path is one wherever it is quoted: `createRequire(import.meta.url)('./mac.cjs')` loads a module too.
 */
const PROJECT_SPECIFIER = /(?:\bfrom|\bimport|\brequire\s*\()\s*(['"])(\.{1,2}\/[^'"\n]*|#[^'"\n]*|(?!node:)[@\w][^'"\n]*)\1|(['"])(\.{1,2}\/[^'"\n]*)\3/g;

/** `import type { X } from './x.js'`, `export type * from './types.js'`: statements that load nothing at run time. */
const TYPE_ONLY_SPECIFIER = /(?:import|export)\s+type\s+(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\}|[\w$]+)\s*from\s*(['"])([^'"\n]*)\1/y;

const scannedSpecifiers = new WeakMap<ProjectModule, readonly string[]>();
const scannedWithTypes = new WeakMap<ProjectModule, readonly string[]>();

/**
 * The specifiers a module's text imports, requires or re-exports from (relative, `#`, and bare but for `node:`), but
 * for those only type-only statements name: what the module loads when it runs. With `withTypes`, those too: a
 * parameter a type of that module describes (`codec: DeskStateCodec`, `ReturnType<typeof makeStateCodec>`) holds what
 * that module makes, which the module may call.
 */
export function projectSpecifiersOf(module: ProjectModule, withTypes = false): readonly string[] {
  const cache = withTypes ? scannedWithTypes : scannedSpecifiers;
  let specifiers = cache.get(module);
  if (!specifiers) {
    specifiers = timed('scan', () => scanSpecifiers(module.text, withTypes));
    cache.set(module, specifiers);
  }
  return specifiers;
}

/** An interface or an object type alias declared in a module's text (`interface ToolContext {`, `type Deps = {`). */
const DECLARES_OBJECT_TYPES = /\binterface\s+[\w$]+(?:\s*<[^>{]*>)?(?:\s+extends\s+[^{]+)?\s*\{|\btype\s+[\w$]+(?:\s*<[^>{]*>)?\s*=\s*\{/;

function scanSpecifiers(text: string, withTypes: boolean): string[] {
  const uses = new Map<string, number>();
  for (const match of text.matchAll(PROJECT_SPECIFIER)) {
    const specifier = match[2] ?? match[4]!;
    uses.set(specifier, (uses.get(specifier) ?? 0) + 1);
  }
  // a module that declares object types may type a parameter elsewhere with what a type-only import names
  if (withTypes || DECLARES_OBJECT_TYPES.test(text)) return [...uses.keys()];
  for (const specifier of typeOnlyLoads(text)) {
    const left = (uses.get(specifier) ?? 0) - 1;
    if (left <= 0) uses.delete(specifier);
    else uses.set(specifier, left);
  }
  return [...uses.keys()];
}

/** The specifier of each type-only import or export statement of `text`, once per statement (spaced as usual). */
export function typeOnlyLoads(text: string): string[] {
  const found: [at: number, specifier: string][] = [];
  for (const keyword of ['import type', 'export type']) {
    for (let at = text.indexOf(keyword); at !== -1; at = text.indexOf(keyword, at + keyword.length)) {
      if (at > 0 && /[\w$.]/.test(text[at - 1]!)) continue;
      TYPE_ONLY_SPECIFIER.lastIndex = at;
      const match = TYPE_ONLY_SPECIFIER.exec(text);
      if (match) found.push([at, match[2]!]);
    }
  }
  return found.sort((first, second) => first[0] - second[0]).map(([, specifier]) => specifier);
}
