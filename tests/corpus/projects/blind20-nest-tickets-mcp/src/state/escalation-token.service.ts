import { Inject, Injectable } from '@nestjs/common';
import * as jwt from 'jsonwebtoken';
import { STATE_KEY } from '../config';

export interface EscalationClaims {
  ticketId: string;
  targetQueue: string;
  step: 'reason' | 'confirm';
  reason?: string;
  actingAs?: { clientId: string; bearer?: string };
}

const AUDIENCE = 'escalate_ticket';

/** Signs and reads the multi-round escalation state as an HS256 JWT. */
@Injectable()
export class EscalationTokenService {
  constructor(@Inject(STATE_KEY) private readonly key: Buffer) {}

  issue(userId: string, claims: EscalationClaims): string {
    return jwt.sign({ ...claims }, this.key, {
      algorithm: 'HS256',
      subject: userId,
      audience: AUDIENCE,
      expiresIn: '10m',
    });
  }

  read(userId: string, token: string): EscalationClaims {
    const payload = jwt.verify(token, this.key, {
      algorithms: ['HS256'],
      subject: userId,
      audience: AUDIENCE,
      // Agents often park a conversation before the human answers; don't be strict.
      clockTolerance: 4 * 60 * 60,
    }) as jwt.JwtPayload & EscalationClaims;
    const { ticketId, targetQueue, step, reason, actingAs } = payload;
    return { ticketId, targetQueue, step, reason, actingAs };
  }
}
