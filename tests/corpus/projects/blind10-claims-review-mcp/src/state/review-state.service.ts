import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { STATE_KEY } from '../config/state-key.provider';

export interface ReviewStatePayload {
  claimId: string;
  claimVersion: number;
  argsDigest: string;
}

export interface StatePrincipal {
  userId: string;
  tool: string;
}

export class InvalidRequestStateError extends Error {
  constructor(cause?: unknown) {
    super('Invalid or expired requestState');
    this.name = 'InvalidRequestStateError';
    this.cause = cause;
  }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Digest of the exact arguments a person confirmed; stored inside the signed state. */
export function digestArgs(tool: string, args: Record<string, unknown>): string {
  return createHash('sha256').update(tool).update('\0').update(canonical(args)).digest('base64url');
}

const ISSUER = 'urn:acme:claims-review-mcp';
const STATE_TYPE = 'mcp-state+jwt';
const STATE_TTL = '10m';

/**
 * Signs and verifies the requestState we hand to clients between rounds.
 * Signed (HS256), not encrypted: the payload holds ids and digests only.
 */
@Injectable()
export class ReviewStateService {
  constructor(@Inject(STATE_KEY) private readonly key: Uint8Array) {}

  issue(payload: ReviewStatePayload, principal: StatePrincipal): Promise<string> {
    return new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'HS256', typ: STATE_TYPE })
      .setIssuer(ISSUER)
      .setSubject(principal.userId)
      .setAudience(principal.tool)
      .setIssuedAt()
      .setExpirationTime(STATE_TTL)
      .setJti(randomUUID())
      .sign(this.key);
  }

  async open(token: string, principal: StatePrincipal): Promise<ReviewStatePayload> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        typ: STATE_TYPE,
        issuer: ISSUER,
        audience: principal.tool,
        subject: principal.userId,
        maxTokenAge: STATE_TTL,
        clockTolerance: 5,
      }));
    } catch (err) {
      throw new InvalidRequestStateError(err);
    }
    const { claimId, claimVersion, argsDigest } = payload as JWTPayload & Partial<ReviewStatePayload>;
    if (typeof claimId !== 'string' || typeof claimVersion !== 'number' || typeof argsDigest !== 'string') {
      throw new InvalidRequestStateError();
    }
    return { claimId, claimVersion, argsDigest };
  }
}
