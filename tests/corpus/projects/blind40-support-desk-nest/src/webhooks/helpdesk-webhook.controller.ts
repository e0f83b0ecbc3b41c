import { Controller, Headers, HttpCode, Post, Req, UnauthorizedException, type RawBodyRequest } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { TicketRepository } from '../tickets/ticket.repository.js';

interface HelpdeskEvent {
  id: string;
  type: 'ticket.created' | 'ticket.updated' | 'ticket.merged';
  ticketId: string;
}

const MAX_SKEW_SECONDS = 300;

/** The vendor signs `${timestamp}.${rawBody}` with HMAC-SHA256 and sends it hex-encoded. */
@Controller('webhooks')
export class HelpdeskWebhookController {
  private readonly signingSecret: string;

  constructor(
    config: ConfigService,
    private readonly tickets: TicketRepository,
  ) {
    this.signingSecret = config.getOrThrow<string>('HELPDESK_WEBHOOK_SECRET');
  }

  @Post('helpdesk')
  @HttpCode(204)
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-helpdesk-signature') signature = '',
    @Headers('x-helpdesk-timestamp') timestamp = '',
  ): Promise<void> {
    const sentAt = Number(timestamp);
    if (!Number.isFinite(sentAt) || Math.abs(Date.now() / 1000 - sentAt) > MAX_SKEW_SECONDS) {
      throw new UnauthorizedException('stale webhook');
    }

    const expected = createHmac('sha256', this.signingSecret)
      .update(`${timestamp}.`)
      .update(req.rawBody ?? Buffer.alloc(0))
      .digest();
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new UnauthorizedException('bad signature');
    }

    const event = JSON.parse((req.rawBody ?? Buffer.alloc(0)).toString('utf8')) as HelpdeskEvent;
    if (!(await this.tickets.markWebhookEvent(event.id))) return;
    // Downstream handling (cache busting, metrics) lives in the ticket service; nothing to do here yet.
  }
}
