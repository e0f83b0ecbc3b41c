import { createSchema } from 'graphql-yoga';
import { decodeCursor, encodeCursor, formatMoney, orderNumber, parseLimit } from '../lib/helpers.js';
import { cancelOrder, findOrder, listOrders } from '../services/orders.js';
import { orderQueue } from '../jobs.js';

export interface GraphQLContext {
  customerId?: string;
}

export const schema = createSchema<GraphQLContext>({
  typeDefs: /* GraphQL */ `
    type Money { cents: Int!, formatted: String! }
    type Order { id: Int!, number: String!, status: String!, total: Money!, createdAt: String! }
    type OrderEdge { cursor: String!, node: Order! }
    type OrderConnection { edges: [OrderEdge!]!, endCursor: String }
    type Query {
      orders(first: Int, after: String, sort: String): OrderConnection!
      order(id: Int!): Order
    }
    type Mutation {
      cancelOrder(id: Int!): Order
      resendConfirmation(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Order: {
      number: (o: { id: number }) => orderNumber(o.id),
      total: (o: { totalCents?: number; total_cents?: number }) => {
        const cents = o.totalCents ?? o.total_cents ?? 0;
        return { cents, formatted: formatMoney(cents) };
      },
      createdAt: (o: { createdAt?: Date; created_at?: Date }) => (o.createdAt ?? o.created_at ?? new Date(0)).toISOString(),
    },
    Query: {
      orders: async (_: unknown, args: { first?: number; after?: string; sort?: string }, ctx: GraphQLContext) => {
        if (!ctx.customerId) throw new Error('unauthenticated');
        const limit = parseLimit(args.first);
        const { o, s } = args.after ? decodeCursor(args.after) : { o: 0, s: args.sort ?? 'created_at' };
        const rows = await listOrders(ctx.customerId, o, limit, s);
        const edges = rows.map((node: any, i: number) => ({ node, cursor: encodeCursor(o + i + 1, s) }));
        return { edges, endCursor: edges.at(-1)?.cursor ?? null };
      },
      order: (_: unknown, { id }: { id: number }, ctx: GraphQLContext) =>
        ctx.customerId ? findOrder(id, ctx.customerId) : null,
    },
    Mutation: {
      cancelOrder: async (_: unknown, { id }: { id: number }, ctx: GraphQLContext) => {
        if (!ctx.customerId) throw new Error('unauthenticated');
        const order = await findOrder(id, ctx.customerId);
        if (!order || order.status === 'shipped') return null;
        await cancelOrder(id, `web:${ctx.customerId}`);
        await orderQueue.add('cancelled-email', { orderId: id });
        return findOrder(id, ctx.customerId);
      },
      resendConfirmation: async (_: unknown, { id }: { id: number }, ctx: GraphQLContext) => {
        if (!ctx.customerId) return false;
        await orderQueue.add('confirmation-email', { orderId: id }, { jobId: `confirm-${id}-${Date.now()}` });
        return true;
      },
    },
  },
});
