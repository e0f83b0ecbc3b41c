// `npm run demo`: lints the bundled examples in docs/examples with the recommended config and
// prints ESLint's stylish report and a one-line summary. Needs no network and no key.
import { ESLint } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import plugin from '../dist/src/index.js';

const examplesDirectory = new URL('../docs/examples/', import.meta.url);

const eslint = new ESLint({
  cwd: examplesDirectory.pathname,
  overrideConfigFile: true,
  overrideConfig: [
    plugin.configs.recommended,
    { files: ['**/*.ts'], languageOptions: { parser: tsParser } },
  ],
});

const results = await eslint.lintFiles(['**/*.{js,mjs,cjs,ts}']);
const formatter = await eslint.loadFormatter('stylish');
process.stdout.write(await formatter.format(results));

const findingsPerRule = new Map();
for (const message of results.flatMap((result) => result.messages)) {
  const key = message.ruleId ?? 'parse error';
  findingsPerRule.set(key, (findingsPerRule.get(key) ?? 0) + 1);
}
const perRule = [...findingsPerRule].map(([rule, count]) => `${rule} ${count}`).join(', ') || 'none';
console.log(`demo: ${results.length} files, findings: ${perRule}`);
