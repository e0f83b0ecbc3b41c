// A credential read under its own name from an answer the server got (`json.access_token` of a token exchange) or from
// a setting it holds (`config.apiKey`), put into state under a name that does not say so (`helpdeskToken`): found by the
// name it was read under, through the helper that returns it. A parameter whose name alone says "token", a value read
// under a name that only describes a credential, and a signed token stay silent; so does a whole state read as the token
// it is (`requestState: round.token` of an event a tool publishes, session 57).
import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const exchange = (read: string) =>
  lines(
    "import { sealState } from 'eslint-plugin-mcp-state/seal';",
    'async function exchange(subject) {',
    "  const res = await fetch('https://desk.example/token', { method: 'POST', body: subject });",
    '  const json = await res.json();',
    `  return ${read};`,
    '}',
    'export async function escalate(args, ctx) {',
    '  const helpdesk = await exchange(ctx.token);',
    "  const state = sealState({ ticket: args.ticket, helpdesk }, { userId: ctx.userId, tool: 'escalate' });",
    "  return { resultType: 'input_required', inputRequests: {}, requestState: state };",
    '}',
  );

const settings = (member: string) =>
  lines(
    "import { sealState } from 'eslint-plugin-mcp-state/seal';",
    'export function exportRows(args, ctx, config) {',
    `  const upstream = { url: config.crm.url, auth: config.crm.${member} };`,
    "  return { resultType: 'input_required', inputRequests: {}, requestState: sealState({ upstream }, { userId: ctx.userId, tool: 'export' }) };",
    '}',
  );

const suspender = (member: string) =>
  lines(
    'export function attachSuspender(bus) {',
    "  bus.on('suspend', (round, reply) => {",
    `    reply({ resultType: 'input_required', inputRequests: round.inputRequests, requestState: round.${member} });`,
    '  });',
    '}',
  );

const readAs = (name: string, line: number, column: number, endColumn: number) => ({
  messageId: 'secretInState' as const,
  data: { subject: `'${name.split(':')[0]}' holds a credential read as '${name.split(':')[1]}'`, reader: 'the client can read sealed state (signed, not encrypted)' },
  line,
  column,
  endLine: line,
  endColumn,
});

testRule('no-secrets-in-state', rule, {
  valid: [
    { name: "a whole state an event's round carries as its token", code: suspender('token') },
    { name: "a whole state an event's round carries as its state", code: suspender('state') },
    { name: 'the lifetime of the token read beside it', code: exchange('json.expires_in') },
    { name: 'a token type', code: exchange('json.token_type') },
    { name: 'a paging token', code: exchange('json.next_page_token') },
    { name: "the settings' public url", code: settings('url') },
    { name: "the format a bearer scheme names", code: settings('bearerFormat') },
    {
      name: 'a parameter named token that holds the signed state',
      code: lines(
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        'export function first(args, ctx) {',
        "  return Promise.resolve(sealState({ id: args.id }, { userId: ctx.userId, tool: 't' })).then((token) => ({ resultType: 'input_required', inputRequests: {}, requestState: token }));",
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: "a whole state an event's round carries as an access token",
      code: suspender('accessToken'),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "The state is a credential read as 'accessToken'", reader: 'the client can read and change this unsigned state' },
          line: 3,
          column: 93,
          endLine: 3,
          endColumn: 110,
          suggestions: [],
        },
      ],
    },
    {
      name: "a token exchange's access token",
      code: exchange('json.access_token'),
      errors: [
        {
          ...readAs('helpdesk:access_token', 9, 50, 58),
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'helpdesk' },
              output: exchange('json.access_token').replace('{ ticket: args.ticket, helpdesk }', '{ ticket: args.ticket }'),
            },
          ],
        },
      ],
    },
    {
      name: "a token exchange's refresh token",
      code: exchange('json.refresh_token'),
      errors: [
        {
          ...readAs('helpdesk:refresh_token', 9, 50, 58),
          suggestions: [{ messageId: 'removeProperty', data: { key: 'helpdesk' }, output: exchange('json.refresh_token').replace(', helpdesk }', ' }') }],
        },
      ],
    },
    {
      name: "a registry's push token",
      code: exchange('json.registry_token'),
      errors: [
        {
          ...readAs('helpdesk:registry_token', 9, 50, 58),
          suggestions: [{ messageId: 'removeProperty', data: { key: 'helpdesk' }, output: exchange('json.registry_token').replace(', helpdesk }', ' }') }],
        },
      ],
    },
    {
      name: "the settings' API key",
      code: settings('apiKey'),
      errors: [
        {
          ...readAs('auth:apiKey', 3, 43, 66),
          suggestions: [{ messageId: 'removeProperty', data: { key: 'auth' }, output: settings('apiKey').replace(', auth: config.crm.apiKey }', ' }') }],
        },
      ],
    },
    {
      name: "the caller's bearer token a middleware kept on the context",
      code: settings('bearer'),
      errors: [
        {
          ...readAs('auth:bearer', 3, 43, 66),
          endColumn: 66,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'auth' }, output: settings('bearer').replace(', auth: config.crm.bearer }', ' }') }],
        },
      ],
    },
  ],
});
