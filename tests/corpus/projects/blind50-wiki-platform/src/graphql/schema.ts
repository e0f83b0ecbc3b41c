import { createSchema } from 'graphql-yoga';
import { decodeCursor, encodeCursor, slugify } from '../lib/helpers.js';
import { exportQueue } from '../jobs/exports.js';
import { db, pageBatch, spaceFor } from '../spaces.js';

export interface WikiGraphQLContext {
  userId?: string;
}

export const schema = createSchema<WikiGraphQLContext>({
  typeDefs: /* GraphQL */ `
    type Page { id: ID!, title: String!, slug: String!, updatedAt: String! }
    type PageConnection { nodes: [Page!]!, endCursor: String, hasNextPage: Boolean! }
    type Space { key: String!, name: String!, pageCount: Int!, pages(first: Int = 20, after: String): PageConnection! }
    type Query { space(key: String!): Space }
    type Mutation { exportSpace(key: String!): ID, renamePage(id: ID!, title: String!): Page }
  `,
  resolvers: {
    Query: {
      space: (_p: unknown, { key }: { key: string }, ctx: WikiGraphQLContext) => (ctx.userId ? spaceFor(key, ctx.userId) : null),
    },
    Space: {
      pages: async (space: { key: string }, args: { first: number; after?: string }) => {
        const first = Math.min(Math.max(args.first, 1), 100);
        const rows = await pageBatch(space.key, decodeCursor(args.after), first + 1);
        const nodes = rows.slice(0, first);
        const last = nodes.at(-1);
        return {
          nodes: nodes.map((p) => ({ ...p, slug: slugify(p.title), updatedAt: p.updatedAt.toISOString() })),
          endCursor: last ? encodeCursor(last.updatedAt, last.id) : null,
          hasNextPage: rows.length > first,
        };
      },
    },
    Mutation: {
      exportSpace: async (_p: unknown, { key }: { key: string }, ctx: WikiGraphQLContext) => {
        if (!ctx.userId || !(await spaceFor(key, ctx.userId))) throw new Error('not found');
        const job = await exportQueue.add('export', { userId: ctx.userId, spaceKey: key });
        return job.id;
      },
      renamePage: async (_p: unknown, { id, title }: { id: string; title: string }, ctx: WikiGraphQLContext) => {
        if (!ctx.userId) throw new Error('unauthenticated');
        const { rows } = await db.query(
          `update pages p set title = $2, updated_at = now()
             from space_members m
            where p.id = $1 and m.space_key = p.space_key and m.user_id = $3 and m.role in ('editor', 'owner')
           returning p.id, p.title, p.updated_at as "updatedAt"`,
          [id, title, ctx.userId],
        );
        const page = rows[0];
        return page ? { ...page, slug: slugify(page.title), updatedAt: page.updatedAt.toISOString() } : null;
      },
    },
  },
});
