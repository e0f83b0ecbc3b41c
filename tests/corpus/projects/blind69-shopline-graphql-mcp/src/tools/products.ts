// Product tools: search_products (cursor-paged over the GraphQL connection) and archive_product (confirmed).
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { callerId, digestArgs, verifiedState } from '../state.js';

const SEARCH = 'search_products';
const ARCHIVE = 'archive_product';

const PRODUCTS_QUERY = /* GraphQL */ `
  query Products($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, query: $query, sortKey: UPDATED_AT, reverse: true) {
      edges {
        node {
          id
          title
          status
          totalInventory
          priceRangeV2 { minVariantPrice { amount currencyCode } }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

const PRODUCT_QUERY = /* GraphQL */ `
  query Product($id: ID!) {
    product(id: $id) { id title status updatedAt variantsCount { count } }
  }
`;

const ARCHIVE_MUTATION = /* GraphQL */ `
  mutation Archive($input: ProductInput!) {
    productUpdate(input: $input) {
      product { id status }
      userErrors { field message }
    }
  }
`;

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const say = (text: string) => ({ content: [{ type: 'text', text }] });

function productLine({ node }) {
  const price = node.priceRangeV2?.minVariantPrice;
  return `${node.title} — ${node.status.toLowerCase()}, ${node.totalInventory ?? 0} in stock, from ${price?.amount} ${price?.currencyCode} (${node.id})`;
}

export function registerProductTools(server, deps) {
  const { shops, graphql, codecFor } = deps;

  server.registerTool(
    SEARCH,
    {
      description: 'Search the shop catalogue. Returns a page of products and offers to fetch more.',
      inputSchema: {
        query: z.string().max(200).default(''),
        first: z.number().int().min(1).max(50).default(20),
      },
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      const shop = await shops.forUser(userId);
      if (!shop) return fail('Your account is not staff on any installed shop.');

      let state;
      try {
        state = await verifiedState(codecFor, SEARCH, ctx);
      } catch {
        return fail('That search expired or was tampered with; search again.');
      }
      if (state) {
        if (state.shopId !== shop.id) return fail('That search belongs to a different shop.');
        if (!acceptedContent(ctx.mcpReq.inputResponses, 'more')?.loadMore) {
          return say(`Done after ${state.shown} products.`);
        }
      }

      const query = state ? state.query : args.query;
      const data = await graphql(shop, PRODUCTS_QUERY, { first: args.first, after: state?.after ?? null, query: query || null });
      const { edges, pageInfo } = data.products;
      const lines = edges.map(productLine);
      const shown = (state?.shown ?? 0) + edges.length;
      if (!pageInfo.hasNextPage) return say(lines.join('\n') || 'No products match.');

      const requestState = await codecFor(SEARCH).mint(
        { shopId: shop.id, query, after: pageInfo.endCursor, apiVersion: shop.apiVersion, shown },
        ctx,
      );
      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${lines.join('\n')}\n\n${shown} shown. Fetch ${args.first} more?`,
            requestedSchema: {
              type: 'object',
              properties: { loadMore: { type: 'boolean', title: 'Fetch more' } },
              required: ['loadMore'],
            },
          }),
        },
        requestState,
      });
    },
  );

  server.registerTool(
    ARCHIVE,
    {
      description: 'Archive a product so it is hidden from all sales channels. Asks for confirmation.',
      inputSchema: { productId: z.string().regex(/^gid:\/\/shopline\/Product\/\d+$/) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      const shop = await shops.forUser(userId);
      if (!shop) return fail('Your account is not staff on any installed shop.');
      if (!shop.canEditProducts) return fail('You do not have permission to edit products in this shop.');

      let state;
      try {
        state = await verifiedState(codecFor, ARCHIVE, ctx);
      } catch {
        return fail('The confirmation expired or was altered; ask again.');
      }

      if (!state) {
        const { product } = await graphql(shop, PRODUCT_QUERY, { id: args.productId });
        if (!product) return fail('No such product in your shop.');
        if (product.status === 'ARCHIVED') return say(`${product.title} is already archived.`);
        const requestState = await codecFor(ARCHIVE).mint(
          { shopId: shop.id, argsDigest: digestArgs(args), productId: product.id, updatedAt: product.updatedAt },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Archive "${product.title}" (${product.variantsCount.count} variants)? It disappears from every sales channel.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Archive' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      if (state.argsDigest !== digestArgs(args) || state.shopId !== shop.id) {
        return fail('The request changed after you confirmed; ask again.');
      }
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm) return say('Nothing was archived.');

      const { product: current } = await graphql(shop, PRODUCT_QUERY, { id: state.productId });
      if (!current) return fail('The product no longer exists.');
      if (current.updatedAt !== state.updatedAt) return fail('Someone edited this product after you confirmed; review it again.');

      const result = await graphql(shop, ARCHIVE_MUTATION, { input: { id: state.productId, status: 'ARCHIVED' } });
      const errors = result.productUpdate.userErrors;
      if (errors.length) return fail(errors.map((e) => e.message).join('; '));
      return say(`Archived ${current.title}.`);
    },
  );
}
