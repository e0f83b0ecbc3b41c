import { CanActivate, ExecutionContext, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHash } from 'crypto';
import type { Request } from 'express';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

/**
 * Validates the adjuster's OAuth access token against the IdP and attaches
 * an AuthInfo to the request, which the SDK transport forwards to handlers.
 */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  private readonly logger = new Logger(BearerAuthGuard.name);
  private readonly cache = new Map<string, AuthInfo>();
  private readonly introspectionUrl: string;

  constructor(config: ConfigService) {
    this.introspectionUrl = config.get<string>('IDP_INTROSPECTION_URL', 'http://localhost:9000/oauth2/introspect');
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { auth?: AuthInfo }>();
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) {
      throw new UnauthorizedException('Bearer token required');
    }
    const token = header.slice(7).trim();
    const cacheKey = createHash('sha256').update(token).digest('hex');

    let auth = this.cache.get(cacheKey);
    if (!auth || (auth.expiresAt !== undefined && auth.expiresAt <= Math.floor(Date.now() / 1000))) {
      auth = await this.introspect(token);
      this.cache.set(cacheKey, auth);
    }
    if (!auth.scopes.includes('claims:decide')) {
      throw new UnauthorizedException('claims:decide scope required');
    }
    req.auth = auth;
    return true;
  }

  private async introspect(token: string): Promise<AuthInfo> {
    const res = await fetch(this.introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    const body = (await res.json()) as IntrospectionResponse;
    if (!body.active || !body.sub || !body.exp || body.exp <= Math.floor(Date.now() / 1000)) {
      this.logger.debug('rejected inactive or expired token');
      throw new UnauthorizedException('token is not active');
    }
    return {
      token,
      clientId: body.client_id ?? 'unknown',
      scopes: (body.scope ?? '').split(' ').filter(Boolean),
      expiresAt: body.exp,
      extra: { userId: body.sub },
    };
  }
}
