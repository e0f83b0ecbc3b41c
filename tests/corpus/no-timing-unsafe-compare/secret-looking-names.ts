// Models TypeScript app code full of names that look secret (token, state, key, secret, signature, hash, nonce) in comparisons that hold nothing secret: types, UI states, key presses, counts, lengths, public ids and names.
// @ts-nocheck
import type { Request, Response } from 'express';

interface AccessToken {
  type: 'Bearer' | 'DPoP';
  value: string;
  expiresAt: number;
}

export const isBearer = (token: AccessToken) => token.type === 'Bearer';

export function tokenExpired(token: AccessToken, now = Date.now()): boolean {
  return token.expiresAt === 0 || token.expiresAt < now;
}

export function renderButton(state: 'idle' | 'loading' | 'done') {
  return state === 'loading' ? 'Saving…' : state === 'done' ? 'Saved' : 'Save';
}

export function onKeyDown(event: KeyboardEvent, submit: () => void) {
  if (event.key === 'Enter' && !event.shiftKey) submit();
}

export function withinBudget(usage: { outputTokens: number }, maxTokens: number) {
  return usage.outputTokens !== maxTokens;
}

export function describeSecret(secretName: string) {
  return secretName === 'x' ? 'placeholder' : `secret ${secretName}`;
}

export function sameKeyId(header: { kid?: string }, jwk: { kid?: string }) {
  return header.kid === jwk.kid;
}

export function signatureShape(signature: string) {
  return signature.length === 64 && signature.startsWith('sha256=') === false;
}

export function ownsRepository(req: Request, res: Response) {
  const repoOwner = res.locals.repository.ownerId;
  return req.params.userId === repoOwner;
}

export function publicKeyChanged(previous: { publicKey: string }, next: { publicKey: string }) {
  return previous.publicKey !== next.publicKey;
}

export function hashAlgorithm(req: Request) {
  return req.get('x-hash-algorithm') === 'sha256';
}

export function nonceReused(seen: Set<string>, nonce: string, lastNonce: string) {
  return seen.has(nonce) || nonce === lastNonce;
}

export function sortTokens(a: { tokenCount: number }, b: { tokenCount: number }) {
  return a.tokenCount === b.tokenCount ? 0 : a.tokenCount - b.tokenCount;
}

export function tokenizerMatches(model: { tokenizer: string }, expected: string) {
  return model.tokenizer === expected;
}

export function sessionIdFromPath(req: Request, session: { id: string }) {
  // session ids in this app are public handles; the cookie carries the secret
  return req.params.sessionId === session.id;
}

export function keyboardShortcut(key: string, platform: string) {
  return platform === 'darwin' ? key === 'Meta' : key === 'Control';
}
