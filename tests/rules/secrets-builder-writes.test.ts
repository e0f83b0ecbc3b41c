// A payload builder of another module that writes a property into the object it returns (`draft.pagerAuth = …;
// return draft;`): each write before the object is returned is in the state the caller seals, reported at the call
// that hands the builder's result to the seal, naming the builder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-builder-writes-'));
writeFileSync(
  join(project, 'draft.js'),
  lines(
    'export function buildDraft(args) {',
    '  const draft = { ticketId: args.ticketId, priority: args.priority };',
    "  if (args.priority === 'p1') {",
    '    draft.pagerService = process.env.PD_SERVICE_ID;',
    '    draft.pagerAuth = process.env.PAGERDUTY_EVENTS_TOKEN;',
    '  }',
    '  return draft;',
    '}',
    'export function buildNote(args) {',
    '  const note = { ticketId: args.ticketId };',
    '  note.service = process.env.PD_SERVICE_ID;',
    '  return note;',
    '}',
    'export function buildCopy(args) {',
    '  const draft = { ticketId: args.ticketId };',
    '  const copy = { ...draft };',
    '  draft.pagerAuth = process.env.PAGERDUTY_EVENTS_TOKEN;',
    '  return copy;',
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const round = (builder: string) =>
  lines(
    "import { sealState } from 'eslint-plugin-mcp-state/seal';",
    `import { ${builder} } from './draft.js';`,
    'export function firstRound(args, ctx) {',
    `  return { resultType: 'input_required', inputRequests: {}, requestState: sealState(${builder}(args), { userId: ctx.userId, tool: 'escalate' }) };`,
    '}',
  );

testRule('no-secrets-in-state', rule, {
  valid: [
    { name: 'a builder that writes only a public service id', filename: join(project, 'main.js'), code: round('buildNote') },
    { name: 'a builder that writes the token into an object it does not return', filename: join(project, 'main.js'), code: round('buildCopy') },
  ],
  invalid: [
    {
      name: 'a builder that writes the pager token into the draft it returns',
      filename: join(project, 'main.js'),
      code: round('buildDraft'),
      errors: [
        {
          messageId: 'secretInState',
          data: {
            subject: "'pagerAuth' holds the secret environment variable PAGERDUTY_EVENTS_TOKEN ('buildDraft' from './draft.js' puts it in)",
            reader: 'the client can read sealed state (signed, not encrypted)',
          },
          line: 4,
          column: 85,
          endLine: 4,
          endColumn: 101,
          suggestions: [],
        },
      ],
    },
  ],
});
