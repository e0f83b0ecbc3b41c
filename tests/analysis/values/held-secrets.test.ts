import { describe, expect, it } from 'vitest';
import { isHeldSecretName, mayNameHeldSecrets, namesSignInNonce } from '../../../src/analysis/values/held-secrets.js';
import { probe } from '../probe.js';
import { lines } from '../../rule-tester.js';

describe('a sign-in nonce kept in a session or a cookie, by its name', () => {
  it.each(['state', 'nonce', 'oauth_state', 'oauthState', '__Host-state', 'loginNonce', 'csrf-state'])('%s is one', (name) => {
    expect(namesSignInNonce(name)).toBe(true);
  });

  it.each(['uiState', 'sidebar_state', 'appState', 'stateful', 'theme', 'nonces_used_count'])('%s is not', (name) => {
    expect(namesSignInNonce(name)).toBe(false);
  });
});

describe('held secrets: names of secrets the server keeps', () => {
  it.each(['secret', 'secretToken', 'verifyToken', 'deployToken', 'masterKey', 'signing_key', 'csrfSecret', 'csrfNonce', 'pepper', 'apiKey', 'token', 'dbPassword', 'pathSecret', 'cookieSecret', 'idToken', 'previousSecret'])(
    '%s holds one',
    (name) => {
      expect(isHeldSecretName(name)).toBe(true);
    },
  );

  it.each(['key', 'state', 'nonce', 'maxTokens', 'tokenType', 'nextToken', 'pageToken', 'keyId', 'secretName', 'cacheKey', 'csrfHeader', 'tokenUrl', 'hasPassword', 'publicKey', 'secretPath', 'cookieName', 'apiKeyHeader', 'keyVault', 'tokenStore', 'keyVersion', 'secretFile'])(
    '%s does not',
    (name) => {
      expect(isHeldSecretName(name)).toBe(false);
    },
  );

  it('tells from the text whether a file may name one', () => {
    expect([mayNameHeldSecrets('opts.deployToken'), mayNameHeldSecrets('const MASTER_KEY = 1'), mayNameHeldSecrets('items.map((key) => key)')]).toEqual([true, true, false]);
  });

  it('marks members, config and class fields read by such a name, and keyed hashes of them; parameters by name only', () => {
    const values = probe(
      lines(
        "import { createHash } from 'node:crypto';",
        "const settings = require('./settings');",
        'class Tokens { constructor(private readonly pepper: string) {} get() { probe(this.pepper); } }',
        'export function routes(options, secret) {',
        '  return (req) => {',
        '    probe(options.deployToken);',
        '    probe(req.session.csrfSecret);',
        '    probe(settings.masterKey);',
        "    probe(createHash('sha256').update(options.linkSecret + req.path).digest('hex'));",
        '    probe(secret);',
        "    probe(createHash('sha256').update(secret).digest('hex'));",
        '    probe(req.headers.secret);',
        '    probe(options.tokenType);',
        '  };',
        '}',
      ),
      { typescript: true },
    );
    expect(values.map((value) => [value.kind, value.heldSecret ?? null, value.derivedFromSecret])).toEqual([
      ['unknown', 'pepper', true],
      ['unknown', 'deployToken', true],
      ['unknown', 'csrfSecret', true],
      ['unknown', 'masterKey', true],
      ['mac', null, true],
      ['unknown', 'secret', false],
      ['digest', null, false],
      ['untrusted', null, false],
      ['unknown', null, false],
    ]);
  });
});
