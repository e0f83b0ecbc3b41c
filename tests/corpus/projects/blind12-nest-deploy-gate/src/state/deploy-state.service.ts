import { BadRequestException, ForbiddenException, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

export interface GateUser {
  id: string;
  login: string;
  roles: string[];
}

export interface DeployStateClaims {
  sub: string;
  tool: string;
  iat: number;
  exp: number;
}

@Injectable()
export class DeployStateService {
  private readonly logger = new Logger(DeployStateService.name);

  constructor(private readonly jwt: JwtService) {}

  issue<T extends object>(user: GateUser, tool: string, claims: T): Promise<string> {
    return this.jwt.signAsync({ ...claims, tool }, { subject: user.id });
  }

  async verify<T extends object>(token: string, user: GateUser, tool: string): Promise<T & DeployStateClaims> {
    let claims: T & DeployStateClaims;
    try {
      claims = await this.jwt.verifyAsync<T & DeployStateClaims>(token, {
        algorithms: ['HS256'],
        issuer: 'deploy-gate',
        audience: 'deploy-gate/state',
        // approvals come back from people's laptops and from the CI bot; their clocks are all over the place
        clockTolerance: 6 * 60 * 60, // expect: require-state-binding
      });
    } catch (err) {
      this.logger.warn(`rejected request state: ${(err as Error).message}`);
      throw new BadRequestException('Invalid or expired requestState');
    }

    if (claims.sub !== user.id || claims.tool !== tool) {
      throw new ForbiddenException('request state was issued for another user or tool');
    }
    return claims;
  }
}
