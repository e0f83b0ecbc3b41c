import type { WellKnownReference } from '../scope/modules.js';
import type { FileVocabulary } from '../values/vocabulary.js';

/** What a call of a token library does with the token: signs claims, verifies and reads them, or reads them unverified. */
export type TokenRole = 'sign' | 'verify' | 'decode';

interface TokenCall {
  readonly module: string;
  readonly path: readonly string[];
  readonly role: TokenRole;
}

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
];

/** The packages of {@link TOKEN_CALLS}, as a file's vocabulary spells them. */
export const JWT_LIKE_PACKAGES: readonly string[] = [...new Set(TOKEN_CALLS.map((row) => row.module))];

/** Whether a file names one of the packages: elsewhere none of their calls can be met. */
export function namesJwtLikePackage(vocabulary: FileVocabulary): boolean {
  return JWT_LIKE_PACKAGES.some((name) => vocabulary.mentions(name));
}

/** What a call of a jsonwebtoken-like library does, by the export it reaches (any import style). */
export function jwtLikeRole(reference: WellKnownReference | undefined): TokenRole | undefined {
  if (!reference) return undefined;
  return TOKEN_CALLS.find((row) => row.module === reference.module && row.path.length === reference.path.length && row.path.every((step, index) => reference.path[index] === step))?.role;
}

/** The references of every call of `role`, for tables of verifiers and readers. */
export function jwtLikeReferences(role: TokenRole): WellKnownReference[] {
  return TOKEN_CALLS.filter((row) => row.role === role).map(({ module, path }) => ({ module, path }));
}
