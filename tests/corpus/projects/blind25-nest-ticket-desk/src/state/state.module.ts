import { Global, Module } from '@nestjs/common';
import { StateSignerService } from './state-signer.service';

@Global()
@Module({
  providers: [StateSignerService],
  exports: [StateSignerService],
})
export class StateModule {}
