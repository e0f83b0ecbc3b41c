// Fixture for tests/e2e/fix-loop.test.ts: TypeScript over HTTP, the SDK's createRequestStateCodec bound to the user only. Insecure on purpose.
import { McpServer, acceptedContent, createMcpHandler, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { serveHttp } from '../../shared/http.js';

interface Quote {
  amountCents: number;
  feeCents: number;
  quotedAt: number;
}

interface PayeeChange {
  payeeId: string;
  previous: string;
}

const STATE_KEY = Buffer.from(process.env.STATE_KEY!, 'base64');

const codec = createRequestStateCodec({
  key: STATE_KEY,
  bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId),
});

const TransferInput = z.object({
  fromAccount: z.string(),
  toAccount: z.string(),
  currency: z.enum(['EUR', 'USD', 'GBP']),
  amount: z.number().positive(),
});
const PayeeInput = z.object({ payeeId: z.string(), nickname: z.string() });
const Approve = z.object({ confirm: z.boolean().describe('Approve') });

const nicknames = new Map([['p-77', 'Landlord']]);
const cents = (value: number) => (value / 100).toFixed(2);

function makeServer() {
  const server = new McpServer({ name: 'banking-assistant', version: '3.2.0' }, { requestState: { verify: codec.verify } });

  server.registerTool(
    'transfer_funds',
    { description: 'Send money between accounts', inputSchema: TransferInput, annotations: { destructiveHint: true } },
    async (input, ctx) => {
      const quote = ctx.mcpReq.requestState<Quote>();
      if (!quote) {
        const amountCents = Math.round(input.amount * 100);
        const fresh: Quote = { amountCents, feeCents: input.currency === 'EUR' ? 0 : 150, quotedAt: Date.now() };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Send ${cents(amountCents)} ${input.currency} from ${input.fromAccount} to ${input.toAccount}?`,
              requestedSchema: Approve,
            }),
          },
          requestState: await codec.mint(fresh, ctx),
        });
      }
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Approve)?.confirm) {
        return { content: [{ type: 'text', text: 'Transfer cancelled.' }] };
      }
      const total = quote.amountCents + quote.feeCents;
      return { content: [{ type: 'text', text: `Sent ${cents(total)} ${input.currency} to ${input.toAccount} (fee ${cents(quote.feeCents)}).` }] };
    },
  );

  server.registerTool(
    'update_payee',
    { description: "Change a saved payee's nickname", inputSchema: PayeeInput },
    async (input, ctx) => {
      const change = ctx.mcpReq.requestState<PayeeChange>();
      if (!change) {
        const previous = nicknames.get(input.payeeId) ?? '(none)';
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({ message: `Rename payee ${previous} to ${input.nickname}?`, requestedSchema: Approve }),
          },
          requestState: await codec.mint({ payeeId: input.payeeId, previous }, ctx),
        });
      }
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Approve)?.confirm) {
        return { content: [{ type: 'text', text: 'Payee unchanged.' }] };
      }
      return { content: [{ type: 'text', text: `Payee ${change.payeeId}: ${change.previous} -> ${input.nickname}.` }] };
    },
  );

  return server;
}

serveHttp(createMcpHandler(makeServer), Number(process.env.PORT ?? 0)).then((url) => {
  console.log(`banking-assistant: ${url}`);
});
