import { Module } from '@nestjs/common';
import { ConfigService } from './config/config.service';
import { StateCodec } from './state/codec.provider';
import { LedgerService } from './ledger/ledger.service';
import { LedgerTools } from './ledger/ledger.tools';

@Module({
  providers: [ConfigService, StateCodec, LedgerService, LedgerTools],
  exports: [LedgerTools, ConfigService],
})
export class AppModule {}
