import { describe, expect, it } from 'vitest';
import { describeSecretFormat } from '../../../src/analysis/values/secret-formats.js';

/** Linting a file must not stall on a crafted literal: each check of these inputs stays far below this. */
const TIME_LIMIT_MS = 50;

describe('describeSecretFormat', () => {
  it.each([
    ['ghp_16C7e42F292c6912E7710c838347Ae178B4a', 'a GitHub token'],
    ['github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEF', 'a GitHub token'],
    ['sk-proj-4fQz8dXv3nB1mK7wR2tY6uP0aS9eL5hJ', 'an OpenAI or Anthropic API key'],
    ['sk-ant-api03-Xk2mB8qW1eR5tY7uI9oP3aS6dF0gH4jK', 'an OpenAI or Anthropic API key'],
    ['sk_live_51Nv0FGQ9RKHgCVdKa7bC3dE9fG', 'a Stripe secret key'],
    ['rk_live_51Nv0FGQ9RKHgCVdKx8fP2mL5nQ', 'a Stripe secret key'],
    ['sk_test_51Nv0FGQ9RKHgCVdKa7bC3dE9fG', 'a Stripe secret key'],
    ['AKIAIOSFODNN7EXAMPLE', 'an AWS access key id'],
    ['xoxb-2048-1234567890-aBcDeFgHiJkLmNoPqRsTuVwX', 'a Slack token'],
    ['-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----', 'a PEM private key'],
    ['-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----', 'a PEM private key'],
    ['-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE\n-----END OPENSSH PRIVATE KEY-----', 'a PEM private key'],
    [
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
      'a JSON Web Token',
    ],
  ])('%s is %s', (text, format) => {
    expect(describeSecretFormat(text)).toBe(format);
  });

  it.each([
    '',
    'ghp_short',
    'pk_live_51Nv0FGQ9RKHgCVdKa7bC3dE9fG',
    'sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'sk-...',
    'AKIA',
    'akiaiosfodnn7example',
    '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A\n-----END PUBLIC KEY-----',
    '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
    'eyJhbGciOiJIUzI1NiJ9',
    'hello world',
    'The key starts with sk-proj-4fQz8dXv3nB1mK7wR2tY6uP0aS9eL5hJ',
    'claude-haiku-4-5',
    'Bearer',
  ])('%j is in no secret format', (text) => {
    expect(describeSecretFormat(text)).toBeUndefined();
  });

  describe('runs in linear time on adversarial input', () => {
    // Just under the longest string examined, so every pattern runs on the whole input.
    const length = 16_000;
    it.each([
      ['a long GitHub prefix that fails at the end', `ghp_${'a'.repeat(length)}!`],
      ['a long github_pat_ body of underscores', `github_pat_${'_'.repeat(length)}!`],
      ['a long sk- body of dashes', `sk-${'-'.repeat(length)}!`],
      ['a long Stripe body', `sk_live_${'a'.repeat(length)}_`],
      ['a long Slack body of dashes', `xoxb-${'-'.repeat(length)}!`],
      ['a JWT whose parts never end', `eyJ${'a'.repeat(length / 2)}.eyJ${'a'.repeat(length / 2)}.!`],
      ['repeated JWT-like segments', `eyJaaaaaaaa.${'eyJaaaaaaaa.'.repeat(length / 12)}!`],
      ['repeated PEM headers that never finish', '-----BEGIN AAAAAAAAAAAA AAAAAAAAAAAA '.repeat(length / 36)],
      ['repeated dashes', '-'.repeat(length)],
      ['repeated AKIA', 'AKIA'.repeat(length / 4)],
      ['a megabyte literal (examined up to its first 16 KiB)', `ghp_${'a'.repeat(1_000_000)}!`],
    ])('%s', (_name, text) => {
      const start = performance.now();
      expect(describeSecretFormat(text)).toBeUndefined();
      expect(performance.now() - start).toBeLessThan(TIME_LIMIT_MS);
    });

    it('still finds a PEM private key header in a long literal', () => {
      const text = `-----BEGIN PRIVATE KEY-----\n${'A'.repeat(1_000_000)}\n-----END PRIVATE KEY-----`;
      const start = performance.now();
      expect(describeSecretFormat(text)).toBe('a PEM private key');
      expect(performance.now() - start).toBeLessThan(TIME_LIMIT_MS);
    });
  });
});
