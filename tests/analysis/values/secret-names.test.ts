import { describe, expect, it } from 'vitest';
import { createSecretNameMatcher, isSecretName, splitNameWords } from '../../../src/analysis/values/secret-names.js';

describe('splitNameWords', () => {
  it.each([
    ['apiKey', ['API', 'KEY']],
    ['APIKey', ['API', 'KEY']],
    ['api_key', ['API', 'KEY']],
    ['x-api-key', ['X', 'API', 'KEY']],
    ['IDToken', ['ID', 'TOKEN']],
    ['OAuthToken', ['OAUTH', 'TOKEN']],
    ['maxTokens', ['MAX', 'TOKENS']],
    ['csrfTokenName', ['CSRF', 'TOKEN', 'NAME']],
    ['tokenizer', ['TOKENIZER']],
  ])('%s → %j', (name, words) => {
    expect(splitNameWords(name)).toEqual(words);
  });
});

describe('isSecretName', () => {
  it.each([
    'password',
    'passwd',
    'dbPassword',
    'secret',
    'clientSecret',
    'client_secret',
    'webhookSecret',
    'apiKey',
    'api_key',
    'API_KEY',
    'x-api-key',
    'openaiApiKey',
    'accessToken',
    'access_token',
    'refreshToken',
    'idToken',
    'id_token',
    'privateKey',
    'private_key',
    'privateKeyPem',
    'credentials',
    'authorization',
    'cookie',
    'sessionCookie',
    'sessionToken',
    'authToken',
    'bearerToken',
    'githubToken',
    'saToken',
    'serviceAccountToken',
    'token',
    'Token',
    'apiKeyValue',
    'signingKey',
    'encryptionKey',
    'sshKey',
    'hmac_key',
    'licenseKey',
    'codeVerifier',
    'code_verifier',
  ])('%s holds a secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each([
    'maxTokens',
    'tokenCount',
    'totalTokens',
    'tokenType',
    'token_type',
    'tokenizer',
    'csrfTokenName',
    'tokens',
    'pageToken',
    'nextToken',
    'nextPageToken',
    'csrfToken',
    'confirmationToken',
    'apiKeyId',
    'keyId',
    'publicKey',
    'passwordHash',
    'accessTokenExpiresAt',
    'secretName',
    'secretArn',
    'hasPassword',
    'isSecret',
    'requiresAuthorization',
    'cookieName',
    'monkey',
    'key',
    'cacheKey',
    'sortKey',
    'stateKey',
    'idempotencyKey',
    'sessionKey',
    'step',
    '',
  ])('%s does not', (name) => {
    expect(isSecretName(name)).toBe(false);
  });
});

describe('createSecretNameMatcher', () => {
  it('adds extra keys, matched on the last words of a name', () => {
    const matches = createSecretNameMatcher({ extraKeys: ['ssn', 'card-pin'] });
    expect(['ssn', 'userSsn', 'applicant_ssn', 'cardPin', 'CARD_PIN'].map(matches)).toEqual([true, true, true, true, true]);
    expect(['ssnLast4', 'pin', 'pinned', 'maxTokens'].map(matches)).toEqual([false, false, false, false]);
  });

  it('allows exact names only', () => {
    const matches = createSecretNameMatcher({ allowKeys: ['token'] });
    expect(matches('token')).toBe(false);
    expect(matches('Token')).toBe(true);
    expect(matches('accessToken')).toBe(true);
  });

  it('matches the built-in names without options', () => {
    const matches = createSecretNameMatcher();
    expect(matches('apiKey')).toBe(true);
    expect(matches('maxTokens')).toBe(false);
  });
});
