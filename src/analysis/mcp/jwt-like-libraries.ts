import { isReferenceTo, type WellKnownReference } from '../scope/modules.js';
import type { FileVocabulary } from '../values/vocabulary.js';

/** What a call of a token library does with the token: signs claims, verifies and reads them, or reads them unverified. */
export type TokenRole = 'sign' | 'verify' | 'decode';

/** Where a signing call's options set the token's lifetime, when not in jsonwebtoken's `expiresIn` (seconds or `'10m'`). */
export interface TokenLifetime {
  readonly option: string;
  readonly unit: 's' | 'ms';
  /** The library's default options, spread in or handed whole: they set no lifetime (`Iron.defaults`, `ttl: 0`). */
  readonly defaults?: readonly string[];
}

interface TokenCall {
  readonly module: string;
  readonly path: readonly string[];
  readonly role: TokenRole;
  readonly lifetime?: TokenLifetime;
  /** The token is encrypted as well as sealed: no claim in it can be read. */
  readonly encrypts?: boolean;
}

const IRON_LIFETIME: TokenLifetime = { option: 'ttl', unit: 'ms', defaults: ['defaults'] };

const PASETO_VERSIONS = ['V1', 'V2', 'V3', 'V4'];

/**
 * Libraries whose public tokens are read as jsonwebtoken's are, one row per call: `sign(payload, key, options)` signs
 * claims anyone holding the token can read, `verify(token, key, options)` checks them (lifetime, subject, audience in
 * the options), `decode(token)` reads them unchecked. A new library of that shape is one row.
 */
const TOKEN_CALLS: readonly TokenCall[] = [
  { module: 'jsonwebtoken', path: ['sign'], role: 'sign' },
  { module: 'jsonwebtoken', path: ['verify'], role: 'verify' },
  { module: 'jsonwebtoken', path: ['decode'], role: 'decode' },
  // paseto's public purpose (`V4.sign`/`V4.verify`); its local purpose (`V3.encrypt`) encrypts and is not read here
  ...PASETO_VERSIONS.flatMap((version): TokenCall[] => [
    { module: 'paseto', path: [version, 'sign'], role: 'sign' },
    { module: 'paseto', path: [version, 'verify'], role: 'verify' },
  ]),
  { module: 'paseto', path: ['decode'], role: 'decode' },
  // @hapi/iron seals and encrypts (`seal(object, password, options)`), and checks the seal, its lifetime with it, in `unseal`
  { module: '@hapi/iron', path: ['seal'], role: 'sign', lifetime: IRON_LIFETIME, encrypts: true },
  { module: '@hapi/iron', path: ['unseal'], role: 'verify', lifetime: IRON_LIFETIME, encrypts: true },
];

/** The packages of {@link TOKEN_CALLS}, as a file's vocabulary spells them. */
export const JWT_LIKE_PACKAGES: readonly string[] = [...new Set(TOKEN_CALLS.map((row) => row.module))];

/** Whether a file names one of the packages: elsewhere none of their calls can be met. */
export function namesJwtLikePackage(vocabulary: FileVocabulary): boolean {
  return JWT_LIKE_PACKAGES.some((name) => vocabulary.mentions(name));
}

function tokenCallOf(reference: WellKnownReference | undefined): TokenCall | undefined {
  return reference && TOKEN_CALLS.find((row) => isReferenceTo(reference, row.module, ...row.path));
}

/** What a call of a jsonwebtoken-like library does, by the export it reaches (any import style). */
export function jwtLikeRole(reference: WellKnownReference | undefined): TokenRole | undefined {
  return tokenCallOf(reference)?.role;
}

/** Where the call's options set the token's lifetime, for a library that does not use jsonwebtoken's `expiresIn`. */
export function tokenLifetimeOf(reference: WellKnownReference | undefined): TokenLifetime | undefined {
  return tokenCallOf(reference)?.lifetime;
}

/** Whether the library encrypts the token it makes, so that nothing in it can be read. */
export function encryptsToken(reference: WellKnownReference | undefined): boolean {
  return tokenCallOf(reference)?.encrypts === true;
}

/** Whether `reference` is a library's default options (see {@link TokenLifetime.defaults}), for a call of `lifetime`'s library. */
export function isDefaultOptions(reference: WellKnownReference | undefined, module: string, lifetime: TokenLifetime | undefined): boolean {
  return lifetime?.defaults !== undefined && isReferenceTo(reference, module, ...lifetime.defaults);
}

/** The references of every call of `role`, for tables of verifiers and readers. */
export function jwtLikeReferences(role: TokenRole): WellKnownReference[] {
  return TOKEN_CALLS.filter((row) => row.role === role).map(({ module, path }) => ({ module, path }));
}
