import { Injectable } from '@nestjs/common';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import { STATE_TTL_SECONDS, StateSealer, argsDigest, type Opened, type StateBinding } from './state-sealer.js';

interface StateClaims<T> {
  sub: string;
  tool: string;
  /** argsDigest() of the arguments the state was issued for ('-' when none were bound). */
  ad: string;
  data: T;
}

@Injectable()
export class JwtStateSealer extends StateSealer {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  seal<T extends object>(state: T, binding: StateBinding): Promise<string> {
    return this.jwt.signAsync(
      { tool: binding.tool, ad: argsDigest(binding.args), data: state },
      { subject: binding.userId, expiresIn: STATE_TTL_SECONDS },
    );
  }

  async open<T>(token: string, binding: StateBinding): Promise<Opened<T>> {
    let claims: StateClaims<T>;
    try {
      claims = await this.jwt.verifyAsync<StateClaims<T>>(token, { algorithms: ['HS256'] });
    } catch (err) {
      return { ok: false, reason: err instanceof TokenExpiredError ? 'expired' : 'signature' };
    }
    if (claims.sub !== binding.userId) return { ok: false, reason: 'user' };
    if (claims.tool !== binding.tool) return { ok: false, reason: 'tool' };
    if (claims.ad !== argsDigest(binding.args)) return { ok: false, reason: 'args' };
    return { ok: true, state: claims.data };
  }
}
