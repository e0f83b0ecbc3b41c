// A module the linter has linted is not read from disk again for its importers while the file on disk is the text
// the linter read; once the file changes (or the linted text was an editor's unsaved buffer), the disk's text is read.
import { readFileSync, utimesSync } from 'node:fs';
import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { clearModuleCache, moduleReadCount } from '../../../src/analysis/modules/index.js';
import { configFor, temporaryProject } from './project-lint.js';

describe('linted texts', () => {
  const { linter, write } = temporaryProject('mcp-state-linted-texts-');
  write('package.json', JSON.stringify({ type: 'module' }));
  const helperText = "import { createHmac } from 'node:crypto';\nexport const sign = (body) => createHmac('sha256', process.env.HOOK_SECRET).update(body).digest('hex');\n";
  const helper = write('lib/sign.js', helperText);
  const importer = write('check.js', "import { sign } from './lib/sign.js';\nexport const check = (given, body) => given !== sign(body);\n");
  const rules = { 'mcp-state/no-timing-unsafe-compare': 'error' } as Linter.RulesRecord;
  const lint = (file: string, text = readFileSync(file, 'utf8')) =>
    linter.verify(text, configFor(file, rules), { filename: file }).map((message) => `${message.line}:${message.column}-${message.endLine}:${message.endColumn}`);
  // the files were written before the lint: their mtimes are not later than the linted texts'
  const past = new Date(Date.now() - 60_000);
  utimesSync(helper, past, past);

  it("takes a linted module's text from the linter, not from disk", () => {
    clearModuleCache();
    expect(lint(helper)).toEqual([]);
    const reads = moduleReadCount();
    expect(lint(importer)).toEqual(['2:39-2:59']);
    expect(moduleReadCount() - reads).toBe(0);
  });

  it('reads the disk when the linted text was an unsaved buffer of another size', () => {
    clearModuleCache();
    expect(lint(helper, `// unsaved\n${helperText}`)).toEqual([]);
    const reads = moduleReadCount();
    expect(lint(importer)).toEqual(['2:39-2:59']);
    expect(moduleReadCount() - reads).toBe(1);
  });

  it('reads the disk when the file changed after it was linted, and sees the change', () => {
    clearModuleCache();
    expect(lint(helper)).toEqual([]);
    // changed on disk after the lint, to a text of the same size that computes no MAC
    write('lib/sign.js', 'export const sign = (body) => String(body);\n'.padStart(helperText.length, ' '));
    const future = new Date(Date.now() + 5_000);
    utimesSync(helper, future, future);
    const reads = moduleReadCount();
    expect(lint(importer)).toEqual([]);
    expect(moduleReadCount() - reads).toBe(1);
  });
});
