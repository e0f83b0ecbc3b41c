import { describesSecret, isSecretName, splitNameWords } from './secret-names.js';

/** Words that make any name hold a secret, besides those of {@link isSecretName}: a CSRF token or nonce, a pepper. */
const HELD_SECRET_WORDS: ReadonlySet<string> = new Set(['CSRF', 'XSRF', 'PEPPER']);

/** Every word that {@link isHeldSecretName} (through `isSecretName` too) can take for a secret spells one of these. */
const MAY_HOLD_SECRET = /pass|secret|cred|authoriz|cookie|key|token|verifier|csrf|xsrf|pepper/i;

/**
 * Whether a member, a parameter or a stored entry of this name holds a secret the server keeps: a secret token
 * option (`secretToken`, `verifyToken`, `deployToken`), a master or signing key (`masterKey`), a password, a CSRF
 * secret or nonce (`csrfSecret`, `csrfNonce`), a pepper. A name is weak evidence: it counts only where the other
 * side of a comparison is request input, or as what a hash is keyed with.
 */
export function isHeldSecretName(name: string): boolean {
  // asked of every member read the analysis cannot follow: a name spelling none of the words that can make it true is
  // answered without splitting it
  if (!MAY_HOLD_SECRET.test(name)) return false;
  const words = splitNameWords(name);
  if (words.length === 0 || describesSecret(words)) return false;
  if (isSecretName(name)) return true;
  return words.some((word) => HELD_SECRET_WORDS.has(word)) || words[words.length - 1] === 'TOKEN';
}

/**
 * Whether a parameter of this name holds a key to hash data with: a secret (`secret`, `csrfSecret`) or a key
 * (`masterKey`, `key`) the server keeps, not a token, a password or a nonce, which a caller may as well have been sent.
 */
export function namesHashKey(name: string): boolean {
  if (!isHeldSecretName(name)) return false;
  const words = splitNameWords(name);
  return words.includes('SECRET') || words[words.length - 1] === 'KEY';
}

/**
 * A cheap test of a file's text: whether it may name such a secret at all (see {@link isHeldSecretName}), or read a
 * sign-in's nonce from a session or a cookie (see {@link namesSignInNonce}).
 */
export function mayNameHeldSecrets(text: string): boolean {
  return /secret|token|passw|csrf|xsrf|pepper|api_?key|(?:master|signing|private|hmac)_?key|nonce|session|cookie/i.test(text);
}

/** Words before `state` that make it a sign-in's anti-forgery value rather than some state of an application. */
const SIGN_IN_WORDS: ReadonlySet<string> = new Set(['OAUTH', 'OIDC', 'AUTH', 'LOGIN', 'SSO', 'PKCE', 'CSRF', 'XSRF']);

/**
 * Whether a session entry or a cookie of this name keeps what a sign-in compares the returning request with: a
 * `nonce` (`loginNonce`), a `state` alone or an OAuth one (`oauth_state`, `__Host-state`); not `uiState` or
 * `sidebar_state`. Evidence by name, as {@link isHeldSecretName}'s.
 */
export function namesSignInNonce(name: string): boolean {
  const words = splitNameWords(name.replace(/^__(?:Host|Secure)-/, ''));
  const last = words[words.length - 1];
  if (last === 'NONCE') return true;
  return last === 'STATE' && (words.length === 1 || words.slice(0, -1).some((word) => SIGN_IN_WORDS.has(word)));
}

/** What a read of a secret the server keeps, named `name`, is known to be (see `Provenance.heldSecret`). */
export function heldSecretFacts(name: string): { heldSecret: string; derivedFromSecret: true } {
  return { heldSecret: name, derivedFromSecret: true };
}
