import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { shopperToken } from '../auth.js';
import { resume, seal } from '../state/envelope.js';

const TOOL = 'apply_coupon';
const CART_API = process.env.CART_API_URL ?? 'http://localhost:4100';

const ApplyCouponArgs = z.object({
  cartId: z.string().uuid(),
  code: z.string().trim().toUpperCase().regex(/^[A-Z0-9-]{4,24}$/),
});

interface CouponPreview {
  couponId: string;
  label: string;
  replaces?: string;
  discountMinor: number;
  currency: string;
}

/** What the coupon would do; nothing is changed yet. */
async function preview(cartId: string, code: string, token: string): Promise<CouponPreview | null> {
  const res = await fetch(new URL(`/v1/carts/${cartId}/coupons/preview`, CART_API), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`coupon preview: ${res.status}`);
  return (await res.json()) as CouponPreview;
}

async function apply(cartId: string, couponId: string, token: string): Promise<void> {
  const res = await fetch(new URL(`/v1/carts/${cartId}/coupons`, CART_API), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ couponId }),
  });
  if (!res.ok) throw new Error(`apply coupon: ${res.status}`);
}

export function registerApplyCoupon(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Apply a coupon',
      description: 'Applies a coupon code to a cart; asks first when it would replace a running promotion.',
      inputSchema: ApplyCouponArgs,
    },
    async (args, ctx) => {
      const token = shopperToken(ctx);
      const resumed = resume<{ couponId: string; replaces: string }>(ctx, TOOL, args);
      if (resumed.kind === 'rejected') return { isError: true, content: [{ type: 'text', text: 'Please enter the coupon again.' }] };

      if (resumed.kind === 'resumed') {
        const answer = acceptedContent<{ replace: boolean }>(ctx.mcpReq.inputResponses, 'replace');
        if (answer?.replace !== true) return { content: [{ type: 'text', text: `Kept ${resumed.state.replaces}.` }] };
        await apply(args.cartId, resumed.state.couponId, token);
        return { content: [{ type: 'text', text: 'Coupon applied.' }] };
      }

      const coupon = await preview(args.cartId, args.code, token);
      if (!coupon) return { isError: true, content: [{ type: 'text', text: `No coupon ${args.code}.` }] };
      if (!coupon.replaces) {
        await apply(args.cartId, coupon.couponId, token);
        return { content: [{ type: 'text', text: `${coupon.label} applied.` }] };
      }

      return inputRequired({
        inputRequests: {
          replace: inputRequired.elicit({
            message: `${coupon.label} replaces ${coupon.replaces}. Use it instead?`,
            requestedSchema: { type: 'object', properties: { replace: { type: 'boolean' } }, required: ['replace'] },
          }),
        },
        requestState: await seal(ctx, TOOL, args, { couponId: coupon.couponId, replaces: coupon.replaces }),
      });
    },
  );
}
