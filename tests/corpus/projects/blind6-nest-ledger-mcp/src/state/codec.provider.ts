import { Inject, Injectable } from '@nestjs/common';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { ConfigService } from '../config/config.service';

export interface LedgerStep {
  tool: string;
  step: string;
  [k: string]: unknown;
}

export const principalOf = (ctx: any): string =>
  ctx?.http?.authInfo?.extra?.userId ?? 'anonymous';

@Injectable()
export class StateCodec {
  private readonly codec;

  constructor(@Inject(ConfigService) config: ConfigService) {
    this.codec = createRequestStateCodec<LedgerStep>({
      key: config.stateKey, // expect: no-weak-state-key
      bind: principalOf,
      ttlSeconds: 60 * 60 * 24, // expect: require-state-binding
    });
  }

  mint(payload: LedgerStep, ctx: unknown) {
    return this.codec.mint(payload, ctx);
  }

  verify(token: string, ctx: unknown) {
    return this.codec.verify(token, ctx);
  }
}
