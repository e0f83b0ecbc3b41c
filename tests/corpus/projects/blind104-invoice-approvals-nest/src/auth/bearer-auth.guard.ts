// Guard that authenticates MCP calls via OAuth token introspection or the internal service token.
// @ts-nocheck
import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AppConfigService } from '../config/app-config.service';

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(private readonly config: AppConfigService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest();

    const serviceToken = req.headers['x-service-token'];
    if (this.config.internalServiceToken && serviceToken === this.config.internalServiceToken) { // expect: no-timing-unsafe-compare
      req.authInfo = {
        token: serviceToken,
        clientId: 'internal',
        scopes: ['ap.invoices.read'],
        expiresAt: Math.floor(Date.now() / 1000) + 60,
        extra: { userId: `svc:${req.headers['x-service-name'] ?? 'unknown'}` },
      };
      return true;
    }

    const header: string = req.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      throw new UnauthorizedException('missing bearer token');
    }

    const info = await this.introspect(token);
    if (!info.active || !info.sub || !info.exp) {
      throw new UnauthorizedException('token is not active');
    }
    const scopes = (info.scope ?? '').split(' ').filter(Boolean);
    if (!scopes.includes(this.config.requiredScope)) {
      throw new ForbiddenException(`scope ${this.config.requiredScope} required`);
    }

    req.authInfo = {
      token,
      clientId: info.client_id ?? 'unknown',
      scopes,
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
    return true;
  }

  private async introspect(token: string): Promise<IntrospectionResponse> {
    const basic = Buffer.from(`${this.config.oauthClientId}:${this.config.oauthClientSecret}`).toString('base64');
    const res = await fetch(this.config.introspectionUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) {
      throw new UnauthorizedException(`introspection failed (${res.status})`);
    }
    return (await res.json()) as IntrospectionResponse;
  }
}
