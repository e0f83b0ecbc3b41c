import { describe, expect, it } from 'vitest';
import { isSecretEnvironmentName, wordParts } from '../../../src/analysis/values/environment.js';

describe('wordParts', () => {
  it('splits snake, kebab and camel case', () => {
    expect(wordParts('API_TOKEN')).toEqual(['API', 'TOKEN']);
    expect(wordParts('stateKey')).toEqual(['STATE', 'KEY']);
    expect(wordParts('x-api-key')).toEqual(['X', 'API', 'KEY']);
    expect(wordParts('MAX_TOKENS')).toEqual(['MAX', 'TOKENS']);
  });
});

describe('isSecretEnvironmentName', () => {
  it.each([
    'STATE_KEY',
    'API_TOKEN',
    'WEBHOOK_SECRET',
    'DB_PASSWORD',
    'apiKey',
    'APIKEY',
    'JWT_SECRET',
    'SIGNING_KEYS',
    'GPG_PASSPHRASE',
    // a naming noun before the last word says what the secret is for
    'COOKIE_SECRET',
    'OIDC_ID_TOKEN',
    'WEBHOOK_PATH_SECRET',
    'FILE_ENCRYPTION_KEY',
    // the key a rotation keeps verifying with
    'STATE_KEY_PREVIOUS',
  ])(
    '%s holds a secret',
    (name) => expect(isSecretEnvironmentName(name)).toBe(true),
  );

  it.each([
    'MAX_TOKENS',
    'TOKENIZER',
    'TOKEN_LIMIT',
    'PUBLIC_KEY',
    'NEXT_PUBLIC_API_KEY',
    'KEY_ID',
    'SECRET_PATH',
    'TOKEN_TTL',
    'API_KEY_HEADER',
    'SECRET_MANAGER',
    'CACHE_KEY',
    'SECRET_FILE',
    'KEY_VAULT_URI',
    'NEXT_PAGE_TOKEN',
    'MONKEY',
    'NODE_ENV',
  ])('%s does not', (name) => expect(isSecretEnvironmentName(name)).toBe(false));

  it('accepts a team’s own secret words', () => {
    expect(isSecretEnvironmentName('HMAC_SALT')).toBe(false);
    expect(isSecretEnvironmentName('HMAC_SALT', ['SALT'])).toBe(true);
    expect(isSecretEnvironmentName('SALT_LENGTH', ['SALT'])).toBe(false);
  });
});
