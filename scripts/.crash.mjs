import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
const { default: plugin } = await import(process.env.PLUGIN ?? '/work/main/dist/src/index.js');
import { readFileSync } from 'node:fs';
const file = process.argv[2];
const linter = new Linter({ cwd: '/' });
const rules = Object.fromEntries(Object.keys(plugin.rules).map((n) => [`mcp-state/${n}`, 'error']));
try {
const out = linter.verify(readFileSync(file, 'utf8'), [{ files: ['**/*.ts', '**/*.js'], plugins: { 'mcp-state': plugin }, languageOptions: { parser: tsParser }, rules }], { filename: file });
console.log(out.map(m => `${m.line}:${m.column} ${m.ruleId} ${m.message.slice(0,100)}`).join('\n'));
} catch (e) { console.log(e.stack.split('\n').slice(0, 40).join('\n')); }
