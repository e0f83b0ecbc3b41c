import type { TSESLint } from '@typescript-eslint/utils';

/** Where fixes import the runtime helper from, unless `settings['mcp-state'].sealModule` names a re-export. */
export const DEFAULT_SEAL_MODULE = 'eslint-plugin-mcp-state/seal';

export interface McpStateSettings {
  /** The module fixes import `safeEqual` and friends from. */
  readonly sealModule: string;
}

type SettingsHolder = Pick<Readonly<TSESLint.RuleContext<string, readonly unknown[]>>, 'settings'>;

const settingsCache = new WeakMap<object, McpStateSettings>();

/** The settings of a configuration that sets none: one object, so that what is kept per settings is kept once. */
const DEFAULT_SETTINGS: McpStateSettings = Object.freeze({ sealModule: DEFAULT_SEAL_MODULE });

/** Reads `settings['mcp-state']`, rejecting values that would make fixes write broken imports. */
export function readSettings(context: SettingsHolder): McpStateSettings {
  const raw: unknown = context.settings['mcp-state'];
  if (raw === undefined) return DEFAULT_SETTINGS;
  if (typeof raw === 'object' && raw !== null) {
    const cached = settingsCache.get(raw);
    if (cached) return cached;
  }
  const settings = parseSettings(raw);
  settingsCache.set(raw as object, settings);
  return settings;
}

function parseSettings(raw: unknown): McpStateSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new TypeError(`settings['mcp-state'] must be an object such as { sealModule: '${DEFAULT_SEAL_MODULE}' }.`);
  }
  const { sealModule = DEFAULT_SEAL_MODULE, ...unknownKeys } = raw as Record<string, unknown>;
  const extra = Object.keys(unknownKeys);
  if (extra.length > 0) {
    throw new TypeError(`settings['mcp-state'] has unknown key(s) ${extra.map((key) => `'${key}'`).join(', ')}; the only key is 'sealModule'.`);
  }
  if (typeof sealModule !== 'string' || sealModule.trim() === '' || /['"`\\\n\r]/.test(sealModule)) {
    throw new TypeError(
      `settings['mcp-state'].sealModule must be a module specifier string (e.g. '${DEFAULT_SEAL_MODULE}' or '#seal'), got ${JSON.stringify(sealModule)}.`,
    );
  }
  return { sealModule };
}
