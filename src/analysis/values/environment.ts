/** Word parts that make an environment variable a secret: `STATE_KEY`, `apiToken`, `DB_PASSWORD`, `WEBHOOK_SECRET`. */
const SECRET_WORDS = new Set([
  'SECRET',
  'SECRETS',
  'TOKEN',
  'KEY',
  'KEYS',
  'PASSWORD',
  'PASSWORDS',
  'PASSWD',
  'PASSPHRASE',
  'APIKEY',
  'SECRETKEY',
  'AUTHTOKEN',
  'ACCESSTOKEN',
]);

/**
 * Word parts that make the variable describe a secret rather than hold one:
 * `MAX_TOKENS` and `TOKEN_LIMIT` are numbers, `PUBLIC_KEY` is public, `SECRET_PATH` and `KEY_ID` name one,
 * `SECRET_MANAGER` picks a backend, `CACHE_KEY` and `SORT_KEY` are data keys, not cryptographic ones.
 */
const DESCRIPTIVE_WORDS = new Set([
  'ID',
  'IDS',
  'NAME',
  'PATH',
  'FILE',
  'DIR',
  'URL',
  'URI',
  'ENDPOINT',
  'HOST',
  'HEADER',
  'PREFIX',
  'SUFFIX',
  'TYPE',
  'ALG',
  'ALGORITHM',
  'VERSION',
  'TTL',
  'EXPIRY',
  'EXPIRES',
  'EXPIRATION',
  'LIFETIME',
  'AGE',
  'TIMEOUT',
  'LENGTH',
  'LEN',
  'SIZE',
  'BITS',
  'COUNT',
  'LIMIT',
  'MAX',
  'MIN',
  'BUDGET',
  'RATE',
  'PUBLIC',
  'PUBLISHABLE',
  'ISSUER',
  'AUDIENCE',
  'ENABLED',
  'DISABLED',
  'REQUIRED',
  'FORMAT',
  'ENCODING',
  'ROTATION',
  'VAULT',
  'ARN',
  'REF',
  'MANAGER',
  'PROVIDER',
  'STORE',
  'BACKEND',
  'SOURCE',
  'MODE',
  'STRATEGY',
  'LOCATION',
  'REGION',
  'FIELD',
  'PARAM',
  'COOKIE',
  'KIND',
  'SCOPE',
  'SCOPES',
  'SORT',
  'PARTITION',
  'PRIMARY',
  'FOREIGN',
  'CACHE',
  'INDEX',
]);

/** `API_TOKEN` → API, TOKEN; `stateKey` → STATE, KEY; `MAX_TOKENS` → MAX, TOKENS. */
export function wordParts(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part.toUpperCase());
}

/**
 * Whether an environment variable of this name holds secret material (a key, token, password).
 * `extraSecretWords` (upper case) are words a team uses for secrets besides the built-in ones (`SALT`, `PEPPER`).
 */
export function isSecretEnvironmentName(name: string, extraSecretWords: readonly string[] = []): boolean {
  const parts = wordParts(name);
  const isSecretWord = (part: string) => SECRET_WORDS.has(part) || extraSecretWords.includes(part);
  return parts.some(isSecretWord) && !parts.some((part) => DESCRIPTIVE_WORDS.has(part));
}
