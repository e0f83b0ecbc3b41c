import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * Two ways real servers compare a server-held secret with request input without `===`: a substring search for the
 * secret in the request (`req.url.indexOf(bot.token) !== -1`), which stops at the first differing character, and a
 * sign-in's nonce read out of the raw `Cookie` header by a regular expression or by splitting it. A search has no
 * drop-in constant-time replacement, so it is reported without a fix.
 */

const noFix = { suggestions: [] } as const;

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'public paths, an allow-list of origins and a name that is not secret, searched in the request',
      code: lines(
        'export function listener(bot, allowed) {',
        '  return (req, res) => {',
        "    if (req.url.indexOf('/hooks') === 0 || req.url.includes(bot.username)) return res.end('hook');",
        "    return res.end(allowed.includes(req.headers.origin) ? 'cors' : 'no');",
        '  };',
        '}',
      ),
    },
    {
      name: 'a display cookie read out of the header, and the state cookie against a literal',
      code: lines(
        'export async function onRequestGet({ request }) {',
        '  const url = new URL(request.url);',
        "  const header = request.headers.get('cookie') || '';",
        '  const theme = /(?:^|;\\s*)theme=([^;]+)/.exec(header)?.[1];',
        '  const state = /(?:^|;\\s*)oauth_state=([^;]+)/.exec(header)?.[1];',
        "  return new Response(theme === url.searchParams.get('theme') || state === 'none' ? 'same' : 'other');",
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'the bot token searched for in the URL with indexOf',
      code: lines(
        'export function listener(bot) {',
        '  return (req, res) => {',
        "    if (req.url.indexOf(bot.token) !== -1) return res.end('ok');",
        '    return res.end();',
        '  };',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeSearch', line: 3, column: 9, endLine: 3, endColumn: 42, ...noFix }],
    },
    {
      name: 'a webhook secret searched with includes, negated, and with endsWith from options defaulting to {}',
      code: lines(
        'export function guard(config, options = {}) {',
        '  return async (ctx, next) => {',
        '    if (!ctx.request.path.includes(config.webhookSecret)) return;',
        '    if (ctx.request.url.endsWith(options.secretToken)) await next();',
        '  };',
        '}',
      ),
      errors: [
        { messageId: 'timingUnsafeSearch', line: 3, column: 10, endLine: 3, endColumn: 57, ...noFix },
        { messageId: 'timingUnsafeSearch', line: 4, column: 9, endLine: 4, endColumn: 54, ...noFix },
      ],
    },
    {
      name: 'the OAuth state cookie read from the Cookie header by a regular expression',
      code: lines(
        'export async function onRequestGet({ request }) {',
        '  const url = new URL(request.url);',
        "  const found = (request.headers.get('Cookie') ?? '').match(/(?:^|;\\s*)oauth_state=([^;]+)/);",
        "  if (!found || url.searchParams.get('state') !== decodeURIComponent(found[1])) return new Response('bad', { status: 400 });",
        "  return new Response('ok');",
        '}',
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'export async function onRequestGet({ request }) {',
        '  const url = new URL(request.url);',
        "  const found = (request.headers.get('Cookie') ?? '').match(/(?:^|;\\s*)oauth_state=([^;]+)/);",
        "  if (!found || !safeEqual(url.searchParams.get('state'), decodeURIComponent(found[1]))) return new Response('bad', { status: 400 });",
        "  return new Response('ok');",
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 4, column: 17, endLine: 4, endColumn: 79 }],
    },
    {
      name: 'a CSRF cookie picked from the split Cookie header by its name',
      code: lines(
        'export function check(req, res) {',
        "  const kept = req.headers.cookie?.split('; ').find((part) => part.startsWith('csrf_token='))?.split('=')[1];",
        '  return res.sendStatus(req.body._csrf === kept ? 200 : 403);',
        '}',
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 25,
          endLine: 3,
          endColumn: 48,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                'export function check(req, res) {',
                "  const kept = req.headers.cookie?.split('; ').find((part) => part.startsWith('csrf_token='))?.split('=')[1];",
                '  return res.sendStatus(safeEqual(req.body._csrf, kept) ? 200 : 403);',
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
});
