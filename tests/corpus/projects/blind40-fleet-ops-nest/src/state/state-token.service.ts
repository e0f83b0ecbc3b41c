import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

export interface StateBinding {
  userId: string;
  tool: string;
}

interface StateClaims<T> {
  sub: string;
  tool: string;
  data: T;
}

export class StateRejectedError extends Error {
  constructor(readonly reason: 'invalid' | 'user' | 'tool') {
    super(`requestState rejected (${reason})`);
  }
}

@Injectable()
export class StateTokenService {
  private readonly logger = new Logger(StateTokenService.name);

  constructor(private readonly jwt: JwtService) {}

  issue<T extends object>(data: T, binding: StateBinding): Promise<string> {
    return this.jwt.signAsync({ data, tool: binding.tool }, { subject: binding.userId });
  }

  async redeem<T>(token: string, binding: StateBinding): Promise<T> {
    let claims: StateClaims<T>;
    try {
      claims = await this.jwt.verifyAsync<StateClaims<T>>(token);
    } catch (err) {
      this.logger.debug(`state verification failed: ${(err as Error).message}`);
      throw new StateRejectedError('invalid');
    }
    if (claims.sub !== binding.userId) throw new StateRejectedError('user');
    if (claims.tool !== binding.tool) throw new StateRejectedError('tool');
    return claims.data;
  }
}
