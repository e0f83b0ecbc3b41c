import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { stateConfig } from './config/state.config';
import { StateModule } from './state/state.module';
import { TicketsService } from './tickets/tickets.service';
import { BearerGuard } from './auth/bearer.guard';
import { McpController } from './mcp/mcp.controller';
import { TicketTools } from './mcp/ticket-tools';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, load: [stateConfig] }),
    StateModule,
  ],
  controllers: [McpController],
  providers: [TicketsService, BearerGuard, TicketTools],
})
export class AppModule {}
