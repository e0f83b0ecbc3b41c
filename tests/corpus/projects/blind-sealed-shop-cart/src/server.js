// Models the shop MCP server on SDK 1.x: a single CallTool dispatcher over cart tools.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { checkoutCart, applyCoupon } from './checkout.js';
import { beginAddressCheck, finishAddressCheck } from './address.js';
import { stash, claim } from './session-store.js';
import { cartService } from './cart-service.js';

const server = new Server({ name: 'shop-cart', version: '3.1.0' }, { capabilities: { tools: {} } });

const text = (t, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const userId = extra.authInfo?.extra?.userId;
  if (!userId) return text('Please sign in.', true);
  const { name, arguments: args } = request.params;

  switch (name) {
    case 'checkout_cart':
      return checkoutCart(request, userId);
    case 'apply_coupon':
      return applyCoupon(request);
    case 'reserve_stock': {
      if (request.params.requestState) {
        const held = await claim(request.params.requestState, userId);
        if (!held) return text('Reservation expired, please start again.', true);
        const qty = request.params.inputResponses?.quantity?.content?.qty ?? 1;
        await cartService.reserve(held.sku, Math.min(qty, held.available));
        return text(`Reserved ${qty} x ${held.sku}`);
      }
      const stock = await cartService.stock(args.sku);
      return {
        resultType: 'input_required',
        inputRequests: {
          quantity: {
            method: 'elicitation/create',
            params: { mode: 'form', message: `${stock.available} left. How many?`, requestedSchema: { type: 'object', properties: { qty: { type: 'number' } } } },
          },
        },
        requestState: await stash(userId, { sku: args.sku, available: stock.available }),
      };
    }
    case 'confirm_address': {
      if (request.params.requestState) {
        const address = finishAddressCheck(userId, request.params.requestState);
        if (!address) return text('Address confirmation expired.', true);
        await cartService.setAddress(userId, address);
        return text('Address saved.');
      }
      return beginAddressCheck(userId, await cartService.defaultAddress(userId));
    }
    default:
      return text(`Unknown tool ${name}`, true);
  }
});

await server.connect(new StdioServerTransport());
