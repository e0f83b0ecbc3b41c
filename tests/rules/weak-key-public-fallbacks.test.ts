import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

/*
 * A key that falls back to what anyone can learn (`process.env.STATE_KEY || pkg.name`, `?? os.hostname()`) is as weak
 * as a literal fallback wherever the variable is unset; a key made of a literal and a public fact with no derivation
 * step (`` `notes:${Deno.hostname()}` ``) is as public as a derived one. A required `package.json` is the package too.
 */

const project = mkdtempSync(join(tmpdir(), 'mcp-state-public-fallbacks-'));
writeFileSync(join(project, 'package.json'), '{ "name": "ticket-triage", "version": "1.0.0" }\n');
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'a key from the environment alone',
      filename: join(project, 'env-only.js'),
      languageOptions: commonJs,
      code: lines("const crypto = require('node:crypto');", 'const KEY = process.env.TRIAGE_STATE_KEY;', "exports.mac = (body) => crypto.createHmac('sha256', KEY).update(body).digest();"),
    },
    {
      name: "the package's name used as a label, the key from the environment",
      filename: join(project, 'label.js'),
      languageOptions: commonJs,
      code: lines(
          "const crypto = require('node:crypto');",
          "const pkg = require('./package.json');",
        "exports.mac = (body) => crypto.createHmac('sha256', process.env.TRIAGE_STATE_KEY).update(`${pkg.name}:${body}`).digest();",
      ),
    },
  ],
  invalid: [
    {
      name: "falls back to the required package's name",
      filename: join(project, 'box.js'),
      languageOptions: commonJs,
      code: lines(
          "const crypto = require('node:crypto');",
          "const pkg = require('./package.json');",
          'const KEY = process.env.TRIAGE_STATE_KEY || pkg.name;',
        "exports.mac = (body) => crypto.createHmac('sha256', KEY).update(body).digest();",
      ),
      errors: [{ messageId: 'literalFallback', data: { use: 'HMAC key', fallback: 'public facts (host, process, package)', source: 'TRIAGE_STATE_KEY' }, line: 4, column: 53, endLine: 4, endColumn: 56 }],
    },
    {
      name: "falls back to the machine's name",
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { hostname } from 'node:os';",
        'const KEY = process.env.TRIAGE_STATE_KEY ?? hostname();',
        "export const mac = (body) => createHmac('sha256', KEY).update(body).digest();",
      ),
      errors: [{ messageId: 'literalFallback', data: { use: 'HMAC key', fallback: 'public facts (host, process, package)', source: 'TRIAGE_STATE_KEY' }, line: 4, column: 51, endLine: 4, endColumn: 54 }],
    },
    {
      name: "key material of a literal and Deno.hostname(), imported for HMAC with no derivation",
      code: lines(
        'const te = new TextEncoder();',
        'const keyMaterial = te.encode(`notes-export:${Deno.hostname()}`);',
        "export const hmacKey = await crypto.subtle.importKey('raw', keyMaterial, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);",
      ),
      errors: [{ messageId: 'publicKey', line: 3, column: 61, endLine: 3, endColumn: 72 }],
    },
  ],
});
