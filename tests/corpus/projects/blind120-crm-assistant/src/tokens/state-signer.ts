// Signs and verifies requestState as HS256 JWTs bound to the user and tool with a 5-minute expiry.
// @ts-nocheck
import jwt from 'jsonwebtoken';
import { Injectable } from '../common/container';
import { SecretsConfig } from '../config/secrets';

const ISSUER = 'crm-assistant';

@Injectable(SecretsConfig)
export class StateSigner {
  constructor(private readonly secrets: SecretsConfig) {}

  sign<T extends object>(claims: T, userId: string, tool: string): string {
    return jwt.sign(claims, this.secrets.stateSigningKey, {
      algorithm: 'HS256',
      subject: userId,
      audience: `tool:${tool}`,
      issuer: ISSUER,
      expiresIn: '5m',
    });
  }

  verify<T>(token: string, userId: string, tool: string): T | null {
    try {
      return jwt.verify(token, this.secrets.stateSigningKey, {
        algorithms: ['HS256'],
        subject: userId,
        audience: `tool:${tool}`,
        issuer: ISSUER,
      }) as T;
    } catch {
      return null;
    }
  }
}
