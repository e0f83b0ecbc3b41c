// A NestJS service that creates its request-state codecs lazily, on first use, behind getters.
// @ts-nocheck
import { Injectable } from '@nestjs/common';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

@Injectable()
export class StateService {
  private reportCodec?: ReturnType<typeof createRequestStateCodec>;
  private auditCodecInstance?: ReturnType<typeof createRequestStateCodec>;

  get codec() {
    return (this.reportCodec ??= createRequestStateCodec({
      key: Buffer.from(process.env.REPORT_STATE_KEY as string, 'base64'),
      bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId),
    }));
  }

  get auditCodec() {
    this.auditCodecInstance ??= createRequestStateCodec({ key: Buffer.from(process.env.AUDIT_STATE_KEY as string, 'base64') }); // expect: require-state-binding
    return this.auditCodecInstance;
  }
}
