import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AuthInfo } from '@modelcontextprotocol/server';
import type { Request } from 'express';

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

export type AuthedRequest = Request & { auth?: AuthInfo };

/** RFC 7662 introspection against the platform IdP. */
@Injectable()
export class BearerGuard implements CanActivate {
  constructor(private readonly config: ConfigService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new UnauthorizedException();
    const token = header.slice(7);

    const res = await fetch(this.config.getOrThrow<string>('INTROSPECTION_URL'), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(
          `${this.config.getOrThrow('INTROSPECTION_CLIENT_ID')}:${this.config.getOrThrow('INTROSPECTION_CLIENT_SECRET')}`,
        ).toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });
    const info = (await res.json()) as IntrospectionResponse;
    if (!info.active || !info.sub) throw new UnauthorizedException();

    req.auth = {
      token,
      clientId: info.client_id ?? 'unknown',
      scopes: info.scope?.split(' ') ?? [],
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
    return true;
  }
}
