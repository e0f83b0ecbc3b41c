import { ForbiddenException, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LEGACY_PREFIX, LegacyStateCodec } from './legacy-state.codec';

export interface StateClaims {
  sub: string;
  tool: string;
}

export interface Expected {
  userId: string;
  tool: string;
}

@Injectable()
export class StateTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly legacy: LegacyStateCodec,
  ) {}

  issue<T extends StateClaims>(claims: T): Promise<string> {
    return this.jwt.signAsync(claims);
  }

  async open<T extends StateClaims>(token: string, expected: Expected): Promise<T> {
    const claims = token.startsWith(LEGACY_PREFIX)
      ? this.legacy.open<T>(token)
      : await this.jwt.verifyAsync<T>(token);

    if (claims.sub !== expected.userId || claims.tool !== expected.tool) {
      throw new ForbiddenException('request state does not belong to this call');
    }
    return claims;
  }

  /** Cheap read of a state we issued ourselves — no signature round trip. */
  peek<T extends StateClaims>(token: string): T | null {
    return this.jwt.decode<T>(token); // expect: require-sealed-state
  }
}
