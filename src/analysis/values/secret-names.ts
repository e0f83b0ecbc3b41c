/**
 * Phrases that make a property name say "this holds a secret" when the name ends with them:
 * `apiKey`, `github_access_token`, `x-api-key`, `clientSecret`, `dbPassword`.
 * A name that goes on after the phrase describes the secret instead of holding it:
 * `apiKeyId`, `passwordHash`, `accessTokenExpiresAt`, `secretName`.
 */
const SECRET_PHRASES: readonly (readonly string[])[] = [
  ['PASSWORD'],
  ['PASSWORDS'],
  ['PASSWD'],
  ['PASSPHRASE'],
  ['SECRET'],
  ['SECRETS'],
  ['CREDENTIAL'],
  ['CREDENTIALS'],
  ['CREDS'],
  ['AUTHORIZATION'],
  ['BEARER'],
  ['COOKIE'],
  ['COOKIES'],
  ['APIKEY'],
  ['CODE', 'VERIFIER'],
];

/**
 * Words that make a following `key` a secret key: `apiKey`, `privateKey`, `signingKey`, `encryptionKey`.
 * Other keys are names of things: `cacheKey`, `sortKey`, `stateKey` (where state is stored), `idempotencyKey`.
 */
const SECRET_KEY_QUALIFIERS = new Set(['API', 'PRIVATE', 'SECRET', 'SIGNING', 'ACCESS', 'ENCRYPTION', 'MASTER', 'HMAC', 'SSH', 'LICENSE']);

/**
 * Words that make a preceding `token` a credential: `accessToken`, `refresh_token`, `idToken`, `sessionToken`,
 * `githubToken`, `developerToken`. Other tokens are left alone: `pageToken`, `nextToken`, `csrfToken`, `confirmationToken`,
 * and the LLM's `maxTokens`, `tokenCount`, `tokenizer`.
 */
const CREDENTIAL_TOKEN_QUALIFIERS = new Set([
  'ACCESS',
  'REFRESH',
  'ID',
  'SESSION',
  'AUTH',
  'BEARER',
  'API',
  'OAUTH',
  'PERSONAL',
  'PAT',
  'SECRET',
  'GITHUB',
  'GH',
  'GITLAB',
  'SLACK',
  'BOT',
  'UPSTREAM',
  'REGISTRY',
  'NPM',
  'DOCKER',
  'JIRA',
  'NOTION',
  'SERVICE',
  'INTEGRATION',
  'INSTALLATION',
  'DELEGATED',
  'DEVELOPER',
  // a service account's token: `saToken`, `serviceAccountToken`
  'SA',
  'ACCOUNT',
]);

/** First words of names that state a fact about a secret: `hasPassword`, `isSecret`, `requiresAuthorization`. */
const PREDICATE_PREFIXES = new Set([
  'IS',
  'HAS',
  'HAD',
  'NEEDS',
  'REQUIRES',
  'REQUIRE',
  'SHOULD',
  'CAN',
  'USE',
  'USES',
  'WITH',
  'WITHOUT',
  'NO',
  'SKIP',
  'ALLOW',
  'MISSING',
  'VALID',
  'INVALID',
  'SHOW',
  'HIDE',
]);

/** Last words that name a form of the secret, not something about it: `privateKeyPem`, `apiKeyValue`, `tokenRaw`. */
const FORM_SUFFIXES = new Set(['VALUE', 'RAW', 'PLAIN', 'PLAINTEXT', 'CLEARTEXT', 'PEM', 'HEX', 'B64', 'BASE64', 'STRING', 'STR', 'BYTES', 'BUFFER']);

/**
 * Word parts of a property or variable name, upper-cased: `apiKey` → API, KEY; `APIKey` → API, KEY;
 * `x-api-key` → X, API, KEY; `OAuthToken` → OAUTH, TOKEN.
 */
export function splitNameWords(name: string): string[] {
  return name
    .replace(/OAuth/g, 'Oauth')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part.toUpperCase());
}

function endsWith(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length > words.length) return false;
  const offset = words.length - phrase.length;
  return phrase.every((word, index) => words[offset + index] === word);
}

/**
 * Words that make a name describe a secret rather than hold one, wherever they stand: a number or a limit
 * (`maxTokens`, `TOKEN_LIMIT`, `tokenLength`), a kind or a format (`tokenType`, `KEY_ALGORITHM`), a lifetime
 * (`TOKEN_TTL`), a flag (`API_KEY_ENABLED`), a key that is public or no cryptographic key (`PUBLIC_KEY`, `cacheKey`,
 * `SORT_KEY`), where secrets are kept or who made them (`SECRET_MANAGER`, `keyVault`, `TOKEN_ISSUER`).
 */
const DESCRIBING_WORDS: ReadonlySet<string> = new Set([
  'TYPE', 'KIND', 'ALG', 'ALGORITHM', 'VERSION', 'FORMAT', 'ENCODING', 'MODE', 'STRATEGY', 'SCOPE', 'SCOPES',
  'TTL', 'EXPIRY', 'EXPIRES', 'EXPIRATION', 'LIFETIME', 'AGE', 'TIMEOUT', 'ROTATION',
  'LENGTH', 'LEN', 'SIZE', 'BITS', 'COUNT', 'LIMIT', 'MAX', 'MIN', 'BUDGET', 'RATE', 'COST', 'USAGE',
  'ENABLED', 'DISABLED', 'REQUIRED', 'PUBLIC', 'PUBLISHABLE', 'ISSUER', 'AUDIENCE',
  'VAULT', 'MANAGER', 'PROVIDER', 'STORE', 'BACKEND', 'SOURCE', 'REGION',
  'CACHE', 'SORT', 'PARTITION', 'PRIMARY', 'FOREIGN',
]);

/**
 * Nouns that make a name the thing they name when they end it: `keyId`, `secretName`, `csrfHeader`, `tokenUrl`,
 * `SECRET_FILE` name where a secret is, not the secret. Before the last word they only say what the secret is for:
 * `pathSecret` (the secret part of a webhook's path), `COOKIE_SECRET`, `idToken`, `FILE_ENCRYPTION_KEY`.
 */
const NAMING_NOUNS: ReadonlySet<string> = new Set([
  'ID', 'IDS', 'NAME', 'NAMES', 'PATH', 'FILE', 'DIR', 'URL', 'URI', 'ENDPOINT', 'HOST', 'HEADER', 'FIELD', 'PARAM',
  'COOKIE', 'PREFIX', 'SUFFIX', 'COLUMN', 'INDEX', 'LOCATION', 'ARN', 'REF',
]);

/** Words that make a token a place in a list: `nextToken`, `pageToken`, `continuationToken`, `syncToken`. */
const PAGING_WORDS: ReadonlySet<string> = new Set(['NEXT', 'PREV', 'PREVIOUS', 'PAGE', 'CURSOR', 'CONTINUATION', 'SYNC']);

/**
 * Whether a name of these word parts (upper case, as {@link splitNameWords} gives them) describes a secret (its size,
 * kind, lifetime, where it is kept or found) instead of holding one: the one test of names held by the server and of
 * environment variables.
 */
export function describesSecret(words: readonly string[]): boolean {
  const last = words[words.length - 1];
  if (last === undefined || NAMING_NOUNS.has(last) || words.some((word) => DESCRIBING_WORDS.has(word))) return true;
  return (last === 'TOKEN' || last === 'TOKENS') && words.some((word) => PAGING_WORDS.has(word));
}

export interface SecretNameOptions {
  /** More names (or name endings, matched on word parts) that hold secrets: `['ssn', 'pin']`. */
  readonly extraKeys?: readonly string[];
  /** Exact names never reported, although they look secret: `['token']` where `token` is a page cursor. */
  readonly allowKeys?: readonly string[];
}

const NO_OPTIONS: SecretNameOptions = {};

/** Builds the test "does a property of this name hold a secret?" for a rule's options (once per options object). */
export function createSecretNameMatcher(options: SecretNameOptions = NO_OPTIONS): (name: string) => boolean {
  let matcher = matchers.get(options);
  if (!matcher) {
    matcher = buildSecretNameMatcher(options);
    matchers.set(options, matcher);
  }
  return matcher;
}

/** One matcher per options object: ESLint hands every file of a configuration the same options. */
const matchers = new WeakMap<SecretNameOptions, (name: string) => boolean>();

function buildSecretNameMatcher(options: SecretNameOptions): (name: string) => boolean {
  const extraPhrases = (options.extraKeys ?? []).map(splitNameWords).filter((phrase) => phrase.length > 0);
  const allowed = new Set(options.allowKeys ?? []);
  return (name) => !allowed.has(name) && isSecretName(name, extraPhrases);
}

/**
 * Whether a property named `name` holds a secret: a password, an API key, a credential token, a private key,
 * a cookie or an authorization header. Matched on word parts, so `api_key`, `apiKey` and `x-api-key` match
 * and `maxTokens`, `tokenCount`, `tokenType`, `tokenizer`, `csrfTokenName` do not.
 */
export function isSecretName(name: string, extraPhrases: readonly (readonly string[])[] = []): boolean {
  const words = splitNameWords(name);
  while (words.length > 1 && FORM_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  if (words.length === 0 || PREDICATE_PREFIXES.has(words[0]!)) return false;
  if (words.length === 1 && words[0] === 'TOKEN') return true;
  const [qualifier, last] = words.length >= 2 ? [words[words.length - 2]!, words[words.length - 1]!] : [undefined, undefined];
  if (qualifier !== undefined && last === 'TOKEN' && CREDENTIAL_TOKEN_QUALIFIERS.has(qualifier)) return true;
  if (qualifier !== undefined && last === 'KEY' && SECRET_KEY_QUALIFIERS.has(qualifier)) return true;
  return SECRET_PHRASES.some((phrase) => endsWith(words, phrase)) || extraPhrases.some((phrase) => endsWith(words, phrase));
}
