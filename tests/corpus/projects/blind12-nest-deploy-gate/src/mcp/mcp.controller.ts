import { Body, Controller, Header, HttpCode, Injectable, Post, Req, UseGuards } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { CallParams, DeployTools } from '../deploy/deploy.tools';
import type { GateUser } from '../state';

interface JsonRpcRequest {
  jsonrpc: '2.0';
  id?: string | number | null;
  method: string;
  params?: Record<string, unknown>;
}

@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(config: ConfigService) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.getOrThrow<string>('ACCESS_TOKEN_PUBLIC_KEY'),
      algorithms: ['RS256'],
      issuer: config.getOrThrow<string>('ACCESS_TOKEN_ISSUER'),
      audience: 'deploy-gate',
    });
  }

  validate(payload: { sub: string; preferred_username: string; roles?: string[] }): GateUser {
    return { id: payload.sub, login: payload.preferred_username, roles: payload.roles ?? [] };
  }
}

@Controller('mcp')
@UseGuards(AuthGuard('jwt'))
export class McpController {
  constructor(private readonly tools: DeployTools) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async handle(@Body() body: JsonRpcRequest, @Req() req: { user: GateUser }) {
    const id = body.id ?? null;
    try {
      switch (body.method) {
        case 'initialize':
          return this.ok(id, {
            protocolVersion: '2026-07-28',
            capabilities: { tools: {} },
            serverInfo: { name: 'deploy-gate', version: '2.3.1' },
          });
        case 'tools/list':
          return this.ok(id, { tools: this.tools.catalog.map((t) => ({ ...t, inputSchema: { type: 'object' } })) });
        case 'tools/call': {
          const result = await this.tools.call(body.params as unknown as CallParams, req.user);
          return this.ok(id, { resultType: 'complete', ...result });
        }
        default:
          return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${body.method}` } };
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Internal error';
      return { jsonrpc: '2.0', id, result: { resultType: 'complete', isError: true, content: [{ type: 'text', text: message }] } };
    }
  }

  private ok(id: string | number | null, result: object) {
    return { jsonrpc: '2.0', id, result };
  }
}
