import { V4, errors } from 'paseto';
import { config } from '../config.js';

/**
 * Round tokens for multi round-trip tool calls: v4.public PASETOs signed with the desk's
 * Ed25519 key. Subject = the agent, audience = the tool, 10 minute lifetime.
 */
const ROUND_LIFETIME = '10 minutes';

export interface RoundBinding {
  userId: string;
  tool: string;
}

const audienceFor = (tool: string) => `urn:trip-desk:tool:${tool}`;

export async function issueRoundToken(payload: Record<string, unknown>, binding: RoundBinding): Promise<string> {
  return V4.sign(payload, config.paseto.secretKey, {
    issuer: config.paseto.issuer,
    subject: binding.userId,
    audience: audienceFor(binding.tool),
    expiresIn: ROUND_LIFETIME,
  });
}

export async function readRoundToken<T extends object>(token: string, binding: RoundBinding): Promise<T | null> {
  try {
    const claims = await V4.verify(token, config.paseto.publicKey, {
      issuer: config.paseto.issuer,
      subject: binding.userId,
      audience: audienceFor(binding.tool),
      clockTolerance: '5s',
    });
    return claims as T;
  } catch (err) {
    if (err instanceof errors.PasetoError) return null;
    throw err;
  }
}
