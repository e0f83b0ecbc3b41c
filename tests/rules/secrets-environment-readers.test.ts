// A function that reads the environment by the name it is given (`required(name)` with `process.env[name]`,
// `Bun.env[name]`, `Deno.env.get(name)`, or one that hands the name on to such a reader): a call that names a secret
// variable gives that variable's value, whatever name the state keeps it under.
import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const SEAL = "import { sealState } from 'eslint-plugin-mcp-state/seal';";
const required = [
  'function required(name) {',
  '  const value = process.env[name];',
  '  if (!value) throw new Error(`${name} must be set`);',
  '  return value;',
  '}',
];
const denoReaders = ['function fromEnv(name) {', '  return Deno.env.get(name);', '}', 'const read = (key) => fromEnv(key);'];

testRule('no-secrets-in-state', rule, {
  valid: [
    {
      name: 'a variable read by a harmless name',
      code: lines(SEAL, ...required, "export const seal = (args) => sealState({ note: args.note, base: required('CRM_BASE_URL') }, { userId: 'local', tool: 'file_note' });"),
    },
    {
      name: 'facts about a secret variable, not its text: whether it is set, its length',
      code: lines(
        SEAL,
        'const hasEnv = (name) => Boolean(process.env[name]);',
        "const lengthOf = (name) => (process.env[name] ?? '').length;",
        "export const seal = (args) => sealState({ note: args.note, configured: hasEnv('CRM_SERVICE_KEY'), size: lengthOf('CRM_SERVICE_KEY') }, { userId: 'local', tool: 'file_note' });",
      ),
    },
    {
      name: 'a variable whose name the caller chooses (not known here)',
      code: lines(SEAL, ...required, "export const seal = (args, name) => sealState({ note: args.note, relay: required(name) }, { userId: 'local', tool: 'file_note' });"),
    },
  ],
  invalid: [
    {
      name: 'a secret variable read through process.env[name], kept under a harmless name',
      code: lines(SEAL, ...required, "export const seal = (args) => sealState({ note: args.note, relay: required('CRM_SERVICE_KEY') }, { userId: 'local', tool: 'file_note' });"),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'relay' holds the secret environment variable CRM_SERVICE_KEY", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 7,
          column: 60,
          endLine: 7,
          endColumn: 94,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'relay' },
              output: lines(SEAL, ...required, "export const seal = (args) => sealState({ note: args.note }, { userId: 'local', tool: 'file_note' });"),
            },
          ],
        },
      ],
    },
    {
      name: "Deno.env.get(name) in a reader another function hands the name to",
      code: lines(SEAL, ...denoReaders, "export const seal = (args) => sealState({ note: args.note, pager: read('PAGERDUTY_EVENTS_TOKEN') }, { userId: 'local', tool: 'page' });"),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'pager' holds the secret environment variable PAGERDUTY_EVENTS_TOKEN", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 6,
          column: 60,
          endLine: 6,
          endColumn: 97,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'pager' },
              output: lines(SEAL, ...denoReaders, "export const seal = (args) => sealState({ note: args.note }, { userId: 'local', tool: 'page' });"),
            },
          ],
        },
      ],
    },
  ],
});
