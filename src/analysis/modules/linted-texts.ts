import type { ModuleFile } from './read.js';

/** At most this much linted source text is kept (the strings the linter read; no copy is made). */
export const MAX_LINTED_TEXT_LENGTH = 4 * 1024 * 1024;

interface LintedText {
  readonly text: string;
  /** When the rules first saw it: the linter had read it by then. */
  readonly at: number;
}

const texts = new Map<string, LintedText>();
let length = 0;

/** The linter is linting `path` with `text`: an importer linted later may take the module's text from here. */
export function rememberLintedText(path: string, text: string): void {
  const known = texts.get(path);
  if (known?.text === text) return;
  forget(path);
  texts.set(path, { text, at: Date.now() });
  length += text.length;
  for (const oldest of texts.keys()) {
    if (length <= MAX_LINTED_TEXT_LENGTH) break;
    forget(oldest);
  }
}

function forget(path: string): void {
  const known = texts.get(path);
  if (!known) return;
  texts.delete(path);
  length -= known.text.length;
}

/**
 * The text the linter read for the file at `path`, when that is the version on disk: the file was not changed after
 * the linter read it (its mtime is not later) and has the text's size. Undefined otherwise: the file is read.
 */
export function lintedTextOf(path: string, version: Omit<ModuleFile, 'text'>): string | undefined {
  const linted = texts.get(version.path) ?? texts.get(path);
  if (!linted || version.mtimeMs > linted.at || Buffer.byteLength(linted.text, 'utf8') !== version.size) return undefined;
  return linted.text;
}

export function clearLintedTexts(): void {
  texts.clear();
  length = 0;
}
