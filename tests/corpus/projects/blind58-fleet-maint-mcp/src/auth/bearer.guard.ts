import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Request } from 'express';
import type { Env } from '../config/env';

export interface Supervisor {
  id: string;
  email: string;
  depots: string[];
}

export type AuthedRequest = Request & { user: Supervisor };

/** Access tokens come from the company IdP (RS256, published JWKS). */
@Injectable()
export class BearerGuard implements CanActivate {
  private readonly jwks: JWTVerifyGetKey;
  private readonly issuer: string;
  private readonly audience: string;

  constructor(config: ConfigService<Env, true>) {
    this.issuer = config.get('OIDC_ISSUER', { infer: true });
    this.audience = config.get('OIDC_AUDIENCE', { infer: true });
    this.jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', this.issuer.endsWith('/') ? this.issuer : `${this.issuer}/`));
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!token) throw new UnauthorizedException('Bearer token required');
    try {
      const { payload } = await jwtVerify(token, this.jwks, {
        issuer: this.issuer,
        audience: this.audience,
        algorithms: ['RS256'],
      });
      if (!payload.sub) throw new Error('no subject');
      req.user = {
        id: payload.sub,
        email: String(payload.email ?? ''),
        depots: Array.isArray(payload.depots) ? payload.depots.map(String) : [],
      };
      return true;
    } catch {
      throw new UnauthorizedException('Invalid access token');
    }
  }
}
