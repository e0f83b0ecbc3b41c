import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A secret the server keeps, known only by its name (an option, a config or session member, a class field), is a
 * secret when it is compared with request input, and it keys a hash it is fed to. Against anything else (a literal,
 * another value of the server, a parameter) a name proves nothing, and names that describe a value are no secret.
 */

const ROUTES = [
  "import { createHash } from 'node:crypto';",
  'export function routes(app, options) {',
  "  app.post('/deploy', (req, res) => {",
  "    if (req.get('x-deploy-token') !== options.deployToken) return res.sendStatus(401);",
  '    res.json({ queued: true });',
  '  });',
  "  app.get('/download', (req, res) => {",
  "    const proof = createHash('sha256').update(options.linkSecret).update(req.path).digest('hex');",
  "    if (req.query.proof === proof) return res.send('file');",
  '    res.sendStatus(403);',
  '  });',
  '}',
];

const ESM_IMPORT = "import { safeEqual } from 'eslint-plugin-mcp-state/seal';";
const COMMONJS_IMPORT = "const { safeEqual } = require('eslint-plugin-mcp-state/seal');";

/** `source` with the import of `safeEqual` after its first `imports` lines, and line `at` (1-based) replaced by `replacement`. */
function withSafeEqual(source: readonly string[], imports: number, at: number, replacement: string, importLine = ESM_IMPORT): string {
  const changed = source.map((line, index) => (index === at - 1 ? replacement : line));
  return lines(...changed.slice(0, imports), importLine, ...changed.slice(imports));
}

const fixed = (at: number, replacement: string) => withSafeEqual(ROUTES, 1, at, replacement);

/** Connect-style CSRF: the session's token, or a new one kept there, against what an option with a default reads. */
const DEFAULT_EXTRACTOR = [
  "const { randomBytes } = require('node:crypto');",
  'function fromRequest(req) {',
  "  return req.body._csrf || req.headers['x-csrf-token'];",
  '}',
  'module.exports = function csrf(options) {',
  '  const read = options.value || fromRequest;',
  '  return (req, res, next) => {',
  "    const token = req.session._csrf || (req.session._csrf = randomBytes(18).toString('base64'));",
  '    if (read(req) != token) return next(new Error(403));',
  '    return next();',
  '  };',
  '};',
];

/** Tokens made as a salt and a SHA-1 of the salt and the session's secret, kept under a key an option names. */
const SESSION_KEY_TOKENS = [
  "const { createHash } = require('node:crypto');",
  "const tokenize = (salt, secret) => salt + createHash('sha1').update(salt + secret).digest('base64');",
  'module.exports = function tokens(options = {}) {',
  "  const secretKey = options.key || '_csrfSecret';",
  '  return (req, token) => token === tokenize(token.slice(0, 10), req.session[secretKey]);',
  '};',
];

const HOOKS = [
  'export class Hooks {',
  '  constructor(options) {',
  '    this.hookPath = `/hook/${options.pathSecret}`;',
  '  }',
  '  routes(app) {',
  "    app.post('/profile', (req, res) => res.sendStatus(req.body.csrf === req.session.get('csrfNonce') ? 200 : 403));",
  "    app.get('/callback', (ctx) => (ctx.session.oauth.state !== ctx.query.state ? 400 : 302));",
  "    app.post('/hook/:secret', (req, res) => res.sendStatus(req.path !== this.hookPath ? 404 : 200));",
  '  }',
  '}',
];

const hooksFixed = (at: number, replacement: string) => withSafeEqual(HOOKS, 0, at, replacement);

const LOGIN = [
  'export function routes(app) {',
  "  app.post('/login', (req, res) => {",
  "    if (req.session.oauthState === req.query.state || req.session.get('loginNonce') === req.body.nonce) return res.sendStatus(204);",
  '    res.sendStatus(200);',
  '  });',
  '}',
];

const COOKIE_CHECKS = [
  "import { getCookie } from 'hono/cookie';",
  "import { cookies } from 'next/headers';",
  'export async function callback(request) {',
  "  const state = new URL(request.url).searchParams.get('state');",
  "  return state === (await cookies()).get('oauth_state')?.value;",
  '}',
  'export function guard(c) {',
  "  return c.req.header('x-csrf-token') !== getCookie(c, '__Host-csrf');",
  '}',
];

const ROUTE_CONTEXTS = [
  "import { defineEventHandler, getCookie, getQuery, getRequestHeader } from 'h3';",
  "export const GET = async ({ url, cookies }) => url.searchParams.get('state') !== cookies.get('oauth_state')?.value;",
  'export async function POST(event) {',
  "  return (await event.request.formData()).get('csrf') === event.cookies.get('csrf_token');",
  '}',
  'export default defineEventHandler((event) =>',
  "  getQuery(event).state === getCookie(event, 'oauth_state') || getRequestHeader(event, 'x-csrf-token') !== getCookie(event, 'csrf'));",
];

const DESTRUCTURED_SESSIONS = [
  'export function routes(app) {',
  "  app.get('/callback', (req, res) => {",
  '    const { session: store, query } = req;',
  '    res.sendStatus(query.state !== store.oauthState ? 400 : 302);',
  '  });',
  "  app.post('/form', ({ body, session: { csrfSecret } }, res) => res.sendStatus(body._csrf === csrfSecret ? 204 : 403));",
  '}',
];

const NUXT_ROUTE = ["export default defineEventHandler((event) => getQuery(event).state !== getCookie(event, 'github_oauth_state'));"];

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'the session entry under a key an option names for something public, against the query',
      code: lines('export function sameTheme(options, req) {', "  const themeKey = options.themeKey || 'theme';", '  return req.session[themeKey] === req.query.theme;', '}'),
    },
    {
      name: 'what an option with a default function reads, against the method, and a new token never kept',
      code: lines(
        "const { randomBytes } = require('node:crypto');",
        'module.exports = function guard(options) {',
        '  const method = options.method || ((r) => r.method);',
        '  return (req) => {',
        "    const fresh = req.query.nonce || randomBytes(18).toString('base64');",
        "    return method(req) === req.method && fresh !== 'none';",
        '  };',
        '};',
      ),
    },
    {
      name: 'look-alike names, client values compared with each other, and a secret-named parameter against a parameter',
      code: lines(
        'export function routes(app, options, token) {',
        "  app.post('/login', (req, res) => {",
        '    if (req.body.password !== req.body.confirmation) return res.sendStatus(400);',
        '    if (req.query.type === options.tokenType) return res.sendStatus(204);',
        '    if (req.query.page === options.nextToken) return res.sendStatus(204);',
        "    if (token.type === 'Bearer' && options.deployToken === token.value) return res.sendStatus(204);",
        "    res.json({ ok: req.body.key === 'Enter', same: options.secret === options.previousSecret });",
        '  });',
        '}',
        'export function check(given, secretToken) {',
        '  return given === secretToken;',
        '}',
      ),
    },
    {
      name: 'the userinfo of a redirect target against that of a URL made from a parameter (a client, not a secret it keeps)',
      code: lines(
        'export function keepsCredentials(requestUrl, response) {',
        "  const next = new URL(response.headers.get('location'), requestUrl);",
        '  const current = new URL(requestUrl);',
        '  return next.username === current.username && next.password === current.password;',
        '}',
      ),
    },
    {
      name: 'session entries that are no nonce, a nonce against what is no request input, and a path named for a secret',
      code: lines(
        'export function routes(app, options, storedNonce) {',
        "  app.post('/session', (req, res) => {",
        "    if (req.session.state === 'active' && req.session.get('theme') === req.query.theme) return res.sendStatus(204);",
        '    if (req.session.nonce === storedNonce || options.secretPath === req.path) return res.sendStatus(204);',
        "    res.json({ same: req.session.get('csrfNonce') === options.previousNonce });",
        '  });',
        '}',
      ),
    },
    {
      name: "session entries and members named for an application's state, not a sign-in's, against the request",
      code: lines(
        'export function routes(app) {',
        "  app.post('/prefs', (req, res) => {",
        "    if (req.session.uiState === req.query.ui || req.session.get('appState') === req.body.app) return res.sendStatus(204);",
        '    res.sendStatus(200);',
        '  });',
        '}',
      ),
    },
    {
      name: "a route's cookies and h3's readers by names that hold nothing secret, and a method-named export that takes a string",
      code: lines(
        "import { defineEventHandler, getCookie, getQuery } from 'h3';",
        "export const GET = async ({ url, cookies }) => url.searchParams.get('theme') === cookies.get('theme')?.value;",
        "export function HEAD(path) { return path === '/health'; }",
        "export default defineEventHandler((event) => getQuery(event).locale === getCookie(event, 'locale'));",
      ),
    },
    {
      name: "a destructured session's application state against the body",
      code: "export const view = (app) => app.post('/view', ({ body, session: saved }, res) => res.sendStatus(body.view === saved.uiState ? 204 : 200));",
    },
    {
      name: 'cookies whose names hold no secret or sign-in nonce, and a kept cookie against a literal or another cookie',
      code: lines(
        "import { getCookie } from 'hono/cookie';",
        "import { cookies } from 'next/headers';",
        'export async function check(c) {',
        "  if (getCookie(c, 'theme') === c.req.query('theme') || getCookie(c, 'sidebar_state') === c.req.query('sidebar')) return 1;",
        "  if (getCookie(c, '__Host-csrf') === 'unset' || getCookie(c, 'oauth_state') === getCookie(c, '__Host-csrf')) return 2;",
        "  return (await cookies()).get('locale')?.value === c.req.header('accept-language');",
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: "a sign-in's state and nonce kept in an Express session, as a member and through get(), against the request",
      code: lines(...LOGIN),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 9,
          endLine: 3,
          endColumn: 51,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(
                LOGIN,
                0,
                3,
                "    if (safeEqual(req.session.oauthState, req.query.state) || req.session.get('loginNonce') === req.body.nonce) return res.sendStatus(204);",
              ),
            },
          ],
        },
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 55,
          endLine: 3,
          endColumn: 103,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(
                LOGIN,
                0,
                3,
                "    if (req.session.oauthState === req.query.state || safeEqual(req.session.get('loginNonce'), req.body.nonce)) return res.sendStatus(204);",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a route context's URL and cookie jar (Astro, SvelteKit) and h3's readers, each against a cookie the server set",
      code: lines(...ROUTE_CONTEXTS),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 2,
          column: 48,
          endLine: 2,
          endColumn: 115,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(ROUTE_CONTEXTS, 1, 2, "export const GET = async ({ url, cookies }) => !safeEqual(url.searchParams.get('state'), cookies.get('oauth_state')?.value);"),
            },
          ],
        },
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 10,
          endLine: 4,
          endColumn: 90,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(ROUTE_CONTEXTS, 1, 4, "  return safeEqual((await event.request.formData()).get('csrf'), event.cookies.get('csrf_token'));"),
            },
          ],
        },
        {
          messageId: 'timingUnsafeCompare',
          line: 7,
          column: 3,
          endLine: 7,
          endColumn: 60,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(
                ROUTE_CONTEXTS,
                1,
                7,
                "  safeEqual(getQuery(event).state, getCookie(event, 'oauth_state')) || getRequestHeader(event, 'x-csrf-token') !== getCookie(event, 'csrf'));",
              ),
            },
          ],
        },
        {
          messageId: 'timingUnsafeCompare',
          line: 7,
          column: 64,
          endLine: 7,
          endColumn: 132,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(
                ROUTE_CONTEXTS,
                1,
                7,
                "  getQuery(event).state === getCookie(event, 'oauth_state') || !safeEqual(getRequestHeader(event, 'x-csrf-token'), getCookie(event, 'csrf')));",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a session read through a destructured and renamed binding, and a secret destructured from it, against the request',
      code: lines(...DESTRUCTURED_SESSIONS),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 20,
          endLine: 4,
          endColumn: 52,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(DESTRUCTURED_SESSIONS, 0, 4, '    res.sendStatus(!safeEqual(query.state, store.oauthState) ? 400 : 302);'),
            },
          ],
        },
        {
          messageId: 'timingUnsafeCompare',
          line: 6,
          column: 80,
          endLine: 6,
          endColumn: 105,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(
                DESTRUCTURED_SESSIONS,
                0,
                6,
                "  app.post('/form', ({ body, session: { csrfSecret } }, res) => res.sendStatus(safeEqual(body._csrf, csrfSecret) ? 204 : 403));",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "Nuxt's auto-imported h3 readers, with no import: the query's state against the state cookie",
      code: lines(...NUXT_ROUTE),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 1,
          column: 46,
          endLine: 1,
          endColumn: 110,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(
                NUXT_ROUTE,
                0,
                1,
                "export default defineEventHandler((event) => !safeEqual(getQuery(event).state, getCookie(event, 'github_oauth_state')));",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "an OAuth state kept in a cookie by Next's cookies(), and a CSRF token kept in a cookie by Hono's getCookie(), against the request",
      code: lines(...COOKIE_CHECKS),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 5,
          column: 10,
          endLine: 5,
          endColumn: 63,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(COOKIE_CHECKS, 2, 5, "  return safeEqual(state, (await cookies()).get('oauth_state')?.value);"),
            },
          ],
        },
        {
          messageId: 'timingUnsafeCompare',
          line: 8,
          column: 10,
          endLine: 8,
          endColumn: 70,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(COOKIE_CHECKS, 2, 8, "  return !safeEqual(c.req.header('x-csrf-token'), getCookie(c, '__Host-csrf'));"),
            },
          ],
        },
      ],
    },
    {
      name: "a session's CSRF nonce read with get(), a session's OAuth state, and a webhook path made with a path secret, each against request input",
      code: lines(...HOOKS),
      // both sides are present strings: the fix is safe to apply
      output: hooksFixed(8, "    app.post('/hook/:secret', (req, res) => res.sendStatus(!safeEqual(req.path, this.hookPath) ? 404 : 200));"),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 6,
          column: 55,
          endLine: 6,
          endColumn: 101,
          suggestions: [{ messageId: 'replaceWithSafeEqual', output: hooksFixed(6, "    app.post('/profile', (req, res) => res.sendStatus(safeEqual(req.body.csrf, req.session.get('csrfNonce')) ? 200 : 403));") }],
        },
        {
          messageId: 'timingUnsafeCompare',
          line: 7,
          column: 36,
          endLine: 7,
          endColumn: 79,
          suggestions: [{ messageId: 'replaceWithSafeEqual', output: hooksFixed(7, "    app.get('/callback', (ctx) => (!safeEqual(ctx.session.oauth.state, ctx.query.state) ? 400 : 302));") }],
        },
        {
          messageId: 'timingUnsafeCompare',
          line: 8,
          column: 60,
          endLine: 8,
          endColumn: 86,
        },
      ],
    },
    {
      name: 'a token option against a header, and a hash keyed with a secret option against the query',
      code: lines(...ROUTES),
      output: fixed(9, "    if (safeEqual(req.query.proof, proof)) return res.send('file');"),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 4,
          column: 9,
          endLine: 4,
          endColumn: 58,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: fixed(4, "    if (!safeEqual(req.get('x-deploy-token'), options.deployToken)) return res.sendStatus(401);"),
            },
          ],
        },
        { messageId: 'timingUnsafeCompare', line: 9, column: 9, endLine: 9, endColumn: 34 },
      ],
    },
    {
      name: 'a class field set from a token option, against a header; the message names no helper',
      code: lines(
        'export class BotHooks {',
        '  constructor(options) {',
        '    this.secretToken = options.secretToken;',
        '  }',
        '  handle(req, res) {',
        "    if (req.headers['x-bot-api-secret-token'] !== this.secretToken) return res.sendStatus(401);",
        '    return res.sendStatus(200);',
        '  }',
        '}',
      ),
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          data: { name: "req.headers['x-bot-api-secret-token']", operator: '!==', secret: 'the secret', sealModule: 'eslint-plugin-mcp-state/seal' },
          line: 6,
          column: 9,
          endLine: 6,
          endColumn: 67,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                'export class BotHooks {',
                '  constructor(options) {',
                '    this.secretToken = options.secretToken;',
                '  }',
                '  handle(req, res) {',
                "    if (!safeEqual(req.headers['x-bot-api-secret-token'], this.secretToken)) return res.sendStatus(401);",
                '    return res.sendStatus(200);',
                '  }',
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: "the session's token, or a new one it keeps, against what an option with a default function reads from the request",
      code: lines(...DEFAULT_EXTRACTOR),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 9,
          column: 9,
          endLine: 9,
          endColumn: 27,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: withSafeEqual(DEFAULT_EXTRACTOR, 1, 9, '    if (!safeEqual(read(req), token)) return next(new Error(403));', COMMONJS_IMPORT),
            },
          ],
        },
      ],
    },
    {
      name: "a token recomputed from the session's secret under a key an option names, compared with ===",
      code: lines(...SESSION_KEY_TOKENS),
      output: withSafeEqual(
        SESSION_KEY_TOKENS,
        1,
        5,
        '  return (req, token) => safeEqual(token, tokenize(token.slice(0, 10), req.session[secretKey]));',
        COMMONJS_IMPORT,
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 5, column: 26, endLine: 5, endColumn: 88 }],
    },
  ],
});
