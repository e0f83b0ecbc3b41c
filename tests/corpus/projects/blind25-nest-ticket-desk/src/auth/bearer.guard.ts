import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { TicketsService, type Agent } from '../tickets/tickets.service';

export interface AuthedRequest extends Request {
  agent: Agent;
}

@Injectable()
export class BearerGuard implements CanActivate {
  constructor(private readonly tickets: TicketsService) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) throw new UnauthorizedException('bearer token required');
    const agent = this.tickets.agentForAccessToken(header.slice('Bearer '.length).trim());
    if (!agent) throw new UnauthorizedException('unknown or revoked token');
    req.agent = agent;
    return true;
  }
}
