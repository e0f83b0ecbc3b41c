// Root Nest module wiring configuration, auth, the MCP layer and the tool providers.
// @ts-nocheck
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppConfigService } from './config/app-config.service';
import { BearerAuthGuard } from './auth/bearer-auth.guard';
import { McpController } from './mcp/mcp.controller';
import { McpServerFactory } from './mcp/mcp-server.factory';
import { requestStateCodecProvider } from './mcp/state-codec.provider';
import { InvoiceRepository } from './invoices/invoice.repository';
import { InvoiceTools } from './invoices/invoice.tools';
import { PaymentsClient, PaymentTools } from './payments/payment.tools';

@Module({
  imports: [DiscoveryModule],
  controllers: [McpController],
  providers: [
    AppConfigService,
    BearerAuthGuard,
    requestStateCodecProvider,
    McpServerFactory,
    InvoiceRepository,
    InvoiceTools,
    PaymentsClient,
    PaymentTools,
  ],
})
export class AppModule {}
