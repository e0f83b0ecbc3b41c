// Keys decided in one module and used in another, found on blind round 21 and 22 code (session 54): a key handed to a
// subclass's constructor that passes it on with `super(stateKey)` (or inherits the constructor); a constant that falls
// back to `Math.random()`, imported or required by name; a key hashed from a piece a `split` cut of the host name.
import rule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('inherited-and-required-keys');

write('package.json', '{ "type": "module" }');
write(
  "lib/base-tool.js",
  "import { createHmac } from 'node:crypto';",
  "export class StatefulTool {",
  "  constructor(stateKey) {",
  "    this.stateKey = stateKey;",
  "  }",
  "  mac(body) {",
  "    return createHmac('sha256', this.stateKey).update(body).digest('base64url');",
  "  }",
  "}",
);
write(
  "lib/close-tool.js",
  "import { StatefulTool } from './base-tool.js';",
  "export class CloseTool extends StatefulTool {",
  "  constructor(stateKey, client) {",
  "    super(stateKey);",
  "    this.client = client;",
  "  }",
  "}",
  "export class ReopenTool extends StatefulTool {}",
);
write(
  "lib/secret.js",
  "export const STATE_SECRET = process.env.STATE_SECRET || Math.random().toString(36).slice(2);",
);
write(
  "lib/tokens.js",
  "import jwt from 'jsonwebtoken';",
  "export class StateTokens {",
  "  constructor(secret) {",
  "    this.secret = secret;",
  "  }",
  "  issue(payload, { user, tool }) {",
  "    return jwt.sign({ ...payload, tool }, this.secret, { algorithm: 'HS256', subject: user, expiresIn: '5m' });",
  "  }",
  "}",
);
write(
  "lib/secret.cjs",
  "'use strict';",
  "const STATE_SECRET = process.env.STATE_SECRET || Math.random().toString(36).slice(2);",
  "module.exports = { STATE_SECRET };",
);
write(
  "lib/tokens.cjs",
  "'use strict';",
  "const jwt = require('jsonwebtoken');",
  "class StateTokens {",
  "  constructor(secret) {",
  "    this.secret = secret;",
  "  }",
  "  issue(payload, { user, tool }) {",
  "    return jwt.sign({ ...payload, tool }, this.secret, { algorithm: 'HS256', subject: user, expiresIn: '5m' });",
  "  }",
  "}",
  "module.exports = { StateTokens };",
);

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'a key read from the environment alone, handed through super()',
      filename: path('strict-tools.js'),
      code: lines("import { CloseTool } from './lib/close-tool.js';", 'export const close = new CloseTool(process.env.HELPDESK_STATE_KEY, null);'),
    },
    {
      name: 'a key hashed from a secret and a piece of the host name',
      filename: path('salted-host-key.js'),
      code: lines(
        "import { createHash, createHmac } from 'node:crypto';",
        "import { hostname } from 'node:os';",
        "const key = createHash('sha256').update(`${process.env.RELAY_SECRET}:${hostname().split('-')[0]}`).digest();",
        "export const mac = (body) => createHmac('sha256', key).update(body).digest('base64url');",
      ),
    },
  ],
  invalid: [
    {
      name: "a literal fallback handed to a subclass's constructor that passes it on with super()",
      filename: path('tools.js'),
      code: lines(
    "import { CloseTool, ReopenTool } from './lib/close-tool.js';",
    "const key = process.env.HELPDESK_STATE_KEY ?? 'helpdesk-dev-state-key';",
    "export const close = new CloseTool(key, null);",
    "export const reopen = new ReopenTool(key);",
  ),
      errors: [{ messageId: 'literalFallback', line: 3, column: 36, endLine: 3, endColumn: 39 }],
    },
    {
      name: 'a constant of another module that falls back to Math.random(), imported by name',
      filename: path('tokens.js'),
      code: lines(
    "import { StateTokens } from './lib/tokens.js';",
    "import { STATE_SECRET } from './lib/secret.js';",
    "export const tokens = new StateTokens(STATE_SECRET);",
  ),
      errors: [{ messageId: 'predictableFallback', line: 3, column: 39, endLine: 3, endColumn: 51 }],
    },
    {
      name: 'the same constant required by name from CommonJS',
      filename: path('tokens-cjs.cjs'),
      code: lines(
    "'use strict';",
    "const { StateTokens } = require('./lib/tokens.cjs');",
    "const { STATE_SECRET } = require('./lib/secret.cjs');",
    "module.exports = { tokens: new StateTokens(STATE_SECRET) };",
  ),
      languageOptions: commonJs,
      errors: [{ messageId: 'predictableFallback', line: 4, column: 44, endLine: 4, endColumn: 56 }],
    },
    {
      name: 'a key hashed from a piece a split cut of the host name',
      filename: path('host-key.js'),
      code: lines(
    "import { createHash, createHmac } from 'node:crypto';",
    "import { hostname } from 'node:os';",
    "const key = createHash('sha256').update(`relay:${hostname().split('-')[0]}`).digest();",
    "export const mac = (body) => createHmac('sha256', key).update(body).digest('base64url');",
  ),
      errors: [{ messageId: 'publicKey', line: 4, column: 51, endLine: 4, endColumn: 54 }],
    },
  ],
});
