import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A secret is read from the environment under every runtime's reader: Deno's `Deno.env.get(name)`, and a Cloudflare
 * Worker's bindings, handed to the handlers of its default export (`fetch(request, env)`) or imported from
 * `cloudflare:workers`. Compared with what a request sends, it leaks as one from `process.env` does; a variable whose
 * name says nothing secret does not.
 */

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'Deno.env.get of a name that holds no secret',
      code: lines('export function sameRegion(request) {', "  return request.headers.get('x-region') === Deno.env.get('DEPLOY_REGION');", '}'),
    },
    {
      name: "a Worker's binding whose name holds no secret",
      code: lines(
        'export default {',
        '  async fetch(request, env) {',
        "    if (request.headers.get('origin') !== env.ALLOWED_ORIGIN) return new Response('no', { status: 403 });",
        "    return new Response('ok');",
        '  },',
        '};',
      ),
    },
    {
      name: "the second parameter of a fetch method of an object the module does not export: not a Worker's bindings",
      code: lines(
        'const relay = {',
        '  async fetch(request, limits) {',
        "    return request.headers.get('x-partner') === limits.PARTNER_KEY;",
        '  },',
        '};',
        "export const run = (request) => relay.fetch(request, { PARTNER_KEY: 'a' });",
      ),
    },
  ],
  invalid: [
    {
      name: "Deno.env.get of a secret's name against a header",
      code: lines('export function isAdmin(request) {', "  return request.headers.get('x-admin-token') === Deno.env.get('ADMIN_TOKEN');", '}'),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 2,
          column: 10,
          endLine: 2,
          endColumn: 78,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                'export function isAdmin(request) {',
                "  return safeEqual(request.headers.get('x-admin-token'), Deno.env.get('ADMIN_TOKEN'));",
                '}',
              ),
            },
          ],
        },
      ],
    },
    {
      name: "a Worker's secret binding, handed to fetch, against the bearer token",
      code: lines(
        'export default {',
        '  async fetch(request, env) {',
        "    if (request.headers.get('authorization') !== `Bearer ${env.STRIPE_KEY}`) return new Response('no', { status: 401 });",
        "    return new Response('ok');",
        '  },',
        '};',
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'export default {',
        '  async fetch(request, env) {',
        "    if (!safeEqual(request.headers.get('authorization'), `Bearer ${env.STRIPE_KEY}`)) return new Response('no', { status: 401 });",
        "    return new Response('ok');",
        '  },',
        '};',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 3, column: 9, endLine: 3, endColumn: 76 }],
    },
    {
      name: "a Worker's secret binding imported from cloudflare:workers",
      code: lines(
        "import { env } from 'cloudflare:workers';",
        'export function hookAccepted(request) {',
        "  return env.HOOK_SECRET == request.headers.get('x-hook-secret');",
        '}',
      ),
      output: null,
      errors: [
        {
          messageId: 'timingUnsafeCompare',
          line: 3,
          column: 10,
          endLine: 3,
          endColumn: 65,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              output: lines(
                "import { env } from 'cloudflare:workers';",
                "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                'export function hookAccepted(request) {',
                "  return safeEqual(env.HOOK_SECRET, request.headers.get('x-hook-secret'));",
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: 'a Worker whose default export is checked with satisfies',
        code: lines(
          'export default {',
          '  async fetch(request: Request, env: { PARTNER_KEY: string }) {',
          "    return new Response(String(request.headers.get('x-secret') === env.PARTNER_KEY));",
          '  },',
          '} satisfies ExportedHandler;',
        ),
        output: null,
        errors: [
          {
            messageId: 'timingUnsafeCompare',
            line: 3,
            column: 32,
            endLine: 3,
            endColumn: 83,
            suggestions: [
              {
                messageId: 'replaceWithSafeEqual',
                output: lines(
                  "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
                  'export default {',
                  '  async fetch(request: Request, env: { PARTNER_KEY: string }) {',
                  "    return new Response(String(safeEqual(request.headers.get('x-secret'), env.PARTNER_KEY)));",
                  '  },',
                  '} satisfies ExportedHandler;',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
});
