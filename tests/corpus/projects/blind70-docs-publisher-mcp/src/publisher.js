// Publisher tool server: drafts, publishing, unpublishing, retagging, slugs, uploads and previews.
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { userIdOf, bindPayload, assertBound } from './state.js';
import { validateSlug, slugify, pathFor } from './slug.js';
import { previewSignature } from './uploads.js';
import { CMS_API_VERSION } from './config.js';

const MAX_RETAG = 200;
const PREVIEW_MAX_HOURS = 72;

const reply = (value) => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});
const refuse = (message) => ({ isError: true, content: [{ type: 'text', text: message }] });

function statusOf(entry) {
  const sys = entry.sys ?? {};
  if (sys.archivedVersion) return 'archived';
  if (!sys.publishedVersion) return 'draft';
  if (sys.version > sys.publishedVersion + 1) return 'changed';
  return 'published';
}

function statusLabel(status) {
  switch (status) {
    case 'draft':
      return 'Draft, never published';
    case 'changed':
      return 'Published, with unpublished changes';
    case 'published':
      return 'Published and up to date';
    case 'archived':
      return 'Archived';
    default:
      return status;
  }
}

function contentTypeAllowed(contentType) {
  switch (contentType) {
    case 'image/png':
    case 'image/jpeg':
    case 'image/webp':
    case 'image/svg+xml':
    case 'application/pdf':
    case 'video/mp4':
      return true;
    default:
      return false;
  }
}

function summarise(entry, locale = 'en-US') {
  const f = entry.fields ?? {};
  return {
    id: entry.sys.id,
    title: f.title?.[locale] ?? '(untitled)',
    slug: f.slug?.[locale] ?? null,
    tags: (entry.metadata?.tags ?? []).map((t) => t.sys.id),
    status: statusLabel(statusOf(entry)),
    revision: entry.sys.version,
    updatedAt: entry.sys.updatedAt,
  };
}

export function buildPublisherServer({ config, codec, cms, uploads, previewKey }) {
  const server = new McpServer(
    { name: 'docs-publisher', version: '3.0.2' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );

  const spaceOf = (args) => args.space ?? config.cms.defaultSpace;

  function access(ctx, space, { publish = false } = {}) {
    const extra = ctx.http?.authInfo?.extra ?? {};
    const userId = userIdOf(ctx);
    if (!extra.spaces?.includes(space) && !extra.spaces?.includes('*')) {
      throw new Error(`You do not have access to the ${space} space.`);
    }
    if (publish && !extra.canPublish) throw new Error('Publishing needs the docs:publish scope.');
    return { userId, displayName: extra.displayName };
  }

  async function loadEntry(space, entryId) {
    const entry = await cms.getEntry(space, entryId);
    if (!entry) throw new Error(`Entry ${entryId} not found in ${space}.`);
    return entry;
  }

  server.registerTool(
    'list_drafts',
    {
      description: 'List documentation entries, newest first, optionally filtered by status or tag.',
      inputSchema: z.object({
        space: z.string().optional(),
        status: z.enum(['draft', 'changed', 'published', 'archived', 'any']).default('any'),
        tag: z.string().optional(),
        limit: z.number().int().min(1).max(100).default(25),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const space = spaceOf(args);
      access(ctx, space);
      const query = { order: '-sys.updatedAt', limit: String(args.limit * 2) };
      if (args.tag) query['metadata.tags.sys.id[in]'] = args.tag;
      const page = await cms.listEntries(space, query);
      const items = (page.items ?? [])
        .filter((e) => args.status === 'any' || statusOf(e) === args.status)
        .slice(0, args.limit)
        .map((e) => summarise(e));
      return reply({ space, count: items.length, items });
    },
  );

  server.registerTool(
    'get_draft',
    {
      description: 'Show one entry with its fields and publish status.',
      inputSchema: z.object({ entryId: z.string(), space: z.string().optional(), locale: z.string().default('en-US') }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const space = spaceOf(args);
      access(ctx, space);
      const entry = await loadEntry(space, args.entryId);
      const body = entry.fields?.body?.[args.locale] ?? '';
      return reply({ ...summarise(entry, args.locale), excerpt: body.slice(0, 1200), words: body.split(/\s+/).filter(Boolean).length });
    },
  );

  server.registerTool(
    'publish_draft',
    {
      description: 'Publish the current revision of an entry after the user confirms.',
      inputSchema: z.object({ entryId: z.string(), space: z.string().optional() }),
    },
    async (args, ctx) => {
      const space = spaceOf(args);
      access(ctx, space, { publish: true });
      const entry = await loadEntry(space, args.entryId);
      const state = ctx.mcpReq.requestState();

      if (!state) {
        const s = summarise(entry);
        const requestState = await codec.mint(
          bindPayload('publish_draft', args, { apiVersion: CMS_API_VERSION, revision: entry.sys.version }),
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Publish "${s.title}" (revision ${s.revision}) to ${pathFor(space, s.slug ?? s.id)}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Publish now' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      if (!assertBound(state, 'publish_draft', args)) return refuse('This confirmation was issued for a different request.');
      if (state.revision !== entry.sys.version) {
        return refuse(`The entry changed since you confirmed (revision ${state.revision} → ${entry.sys.version}). Review it again.`);
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return reply('Not published.');
      await cms.publish(space, args.entryId, entry.sys.version);
      return reply(`Published ${args.entryId} at revision ${entry.sys.version}.`);
    },
  );

  server.registerTool(
    'unpublish_page',
    {
      description: 'Take a published page offline. Its URL will return 404 until it is published again.',
      inputSchema: z.object({ entryId: z.string(), reason: z.string().min(3).max(300), space: z.string().optional() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const space = spaceOf(args);
      const { userId } = access(ctx, space, { publish: true });
      const entry = await loadEntry(space, args.entryId);
      if (statusOf(entry) === 'draft') return refuse('This entry is not published.');
      const state = ctx.mcpReq.requestState();

      if (!state) {
        const s = summarise(entry);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Unpublish "${s.title}" at ${pathFor(space, s.slug ?? s.id)}? Readers and search engines will get a 404.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Take it offline' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await codec.mint(bindPayload('unpublish_page', args, { apiVersion: CMS_API_VERSION }), ctx),
        });
      }

      if (!assertBound(state, 'unpublish_page', args)) return refuse('This confirmation was issued for a different request.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return reply('Page left online.');
      await cms.unpublish(space, args.entryId);
      await cms.patch(space, args.entryId, entry.sys.version, {
        unpublishNote: { 'en-US': `${args.reason} (by ${userId}, ${new Date().toISOString()})` },
      });
      return reply(`Unpublished ${args.entryId}.`);
    },
  );

  server.registerTool(
    'schedule_publish',
    {
      description: 'Schedule an entry to be published at a future time (ISO 8601, at least 5 minutes ahead).',
      inputSchema: z.object({ entryId: z.string(), at: z.string().datetime({ offset: true }), space: z.string().optional() }),
    },
    async (args, ctx) => {
      const space = spaceOf(args);
      access(ctx, space, { publish: true });
      const when = new Date(args.at);
      if (when.getTime() < Date.now() + 5 * 60_000) return refuse('Pick a time at least five minutes from now.');
      if (when.getTime() > Date.now() + 90 * 24 * 3_600_000) return refuse('Schedules more than 90 days out are not allowed.');
      await loadEntry(space, args.entryId);
      const action = await cms.schedule(space, args.entryId, when.toISOString());
      return reply(`Scheduled publish of ${args.entryId} for ${when.toISOString()} (action ${action.sys.id}).`);
    },
  );

  server.registerTool(
    'bulk_retag',
    {
      description: 'Replace one tag with another on every entry in a space that carries it.',
      inputSchema: z.object({ fromTag: z.string(), toTag: z.string(), space: z.string().optional() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const space = spaceOf(args);
      access(ctx, space, { publish: true });
      if (args.fromTag === args.toTag) return refuse('The tags are the same.');
      const state = ctx.mcpReq.requestState();

      if (!state) {
        const page = await cms.listEntries(space, { 'metadata.tags.sys.id[in]': args.fromTag, limit: String(MAX_RETAG + 1) });
        const entries = page.items ?? [];
        if (entries.length === 0) return reply(`No entries carry the tag ${args.fromTag}.`);
        if (entries.length > MAX_RETAG) return refuse(`More than ${MAX_RETAG} entries carry ${args.fromTag}; split the job.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Retag ${entries.length} entries from "${args.fromTag}" to "${args.toTag}"?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: `Retag ${entries.length} entries` } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await codec.mint(
            bindPayload('bulk_retag', args, { entries: entries.map((e) => ({ id: e.sys.id, revision: e.sys.version })) }),
            ctx,
          ),
        });
      }

      if (!assertBound(state, 'bulk_retag', args)) return refuse('This confirmation was issued for a different request.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return reply('Tags unchanged.');

      const results = { updated: 0, skipped: [] };
      for (const { id, revision } of state.entries) {
        const entry = await cms.getEntry(space, id);
        if (!entry || entry.sys.version !== revision) {
          results.skipped.push(id);
          continue;
        }
        const tags = (entry.metadata?.tags ?? []).map((t) => t.sys.id).filter((t) => t !== args.fromTag);
        if (!tags.includes(args.toTag)) tags.push(args.toTag);
        await cms.patch(space, id, revision, { __tags: tags });
        results.updated += 1;
      }
      return reply(results);
    },
  );

  server.registerTool(
    'rename_slug',
    {
      description: 'Change the URL slug of a page and add a 301 redirect from the old path.',
      inputSchema: z.object({ entryId: z.string(), newSlug: z.string().optional(), space: z.string().optional() }),
    },
    async (args, ctx) => {
      const space = spaceOf(args);
      access(ctx, space, { publish: true });
      const entry = await loadEntry(space, args.entryId);
      const current = entry.fields?.slug?.['en-US'];
      const proposed = args.newSlug ?? slugify(entry.fields?.title?.['en-US'] ?? '');
      const problem = validateSlug(proposed);
      if (problem) return refuse(problem);
      if (proposed === current) return reply('The slug is already that value.');
      const state = ctx.mcpReq.requestState();

      if (!state) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Move ${pathFor(space, current)} to ${pathFor(space, proposed)}? A permanent redirect will be created.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Rename and redirect' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await codec.mint(
            bindPayload('rename_slug', args, { from: current, to: proposed, revision: entry.sys.version }),
            ctx,
          ),
        });
      }

      if (!assertBound(state, 'rename_slug', args) || state.to !== proposed || state.revision !== entry.sys.version) {
        return refuse('The page changed since you confirmed, or this confirmation is for another request.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return reply('Slug unchanged.');
      await cms.patch(space, args.entryId, entry.sys.version, { slug: { 'en-US': proposed } });
      if (current) await cms.createRedirect(space, pathFor(space, current), pathFor(space, proposed));
      return reply(`Renamed to ${pathFor(space, proposed)}${current ? ` with a redirect from ${pathFor(space, current)}` : ''}.`);
    },
  );

  server.registerTool(
    'upload_asset',
    {
      description: 'Upload an image, PDF or video: gives the user an upload page, then registers the asset.',
      inputSchema: z.object({
        filename: z.string().min(1).max(200),
        contentType: z.string(),
        title: z.string().min(1).max(200),
        space: z.string().optional(),
      }),
    },
    async (args, ctx) => {
      const space = spaceOf(args);
      const { userId } = access(ctx, space);
      if (!contentTypeAllowed(args.contentType)) return refuse(`Files of type ${args.contentType} are not accepted.`);
      const state = ctx.mcpReq.requestState();

      if (!state) {
        const upload = await cms.createUpload(space, args.filename, args.contentType);
        const uploadHandle = await uploads.putPending({
          userId,
          space,
          uploadId: upload.sys.id,
          uploadUrl: upload.uploadUrl,
          filename: args.filename,
        });
        return inputRequired({
          inputRequests: {
            upload: inputRequired.elicitUrl({
              message: `Upload ${args.filename} using the page that opens, then return here.`,
              url: `${config.publicUrl}/upload/${uploadHandle}`,
            }),
          },
          requestState: await codec.mint(bindPayload('upload_asset', args, { uploadHandle }), ctx),
        });
      }

      if (!assertBound(state, 'upload_asset', args)) return refuse('This upload belongs to a different request.');
      const pending = await uploads.takePending(state.uploadHandle, userId);
      if (!pending) return refuse('The upload window has closed; start again.');
      const asset = await cms.finalizeUpload(pending.space, pending.uploadId, args.title);
      return reply({ assetId: asset.sys.id, title: args.title, url: asset.fields?.file?.['en-US']?.url ?? null });
    },
  );

  server.registerTool(
    'preview_link',
    {
      description: 'Create a time-limited preview link for an unpublished entry.',
      inputSchema: z.object({
        entryId: z.string(),
        hours: z.number().int().min(1).max(PREVIEW_MAX_HOURS).default(24),
        space: z.string().optional(),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const space = spaceOf(args);
      access(ctx, space);
      await loadEntry(space, args.entryId);
      const expiresAt = Math.floor(Date.now() / 1000) + args.hours * 3600;
      const sig = previewSignature(previewKey, space, args.entryId, expiresAt);
      const url = new URL(`/preview/${encodeURIComponent(space)}/${encodeURIComponent(args.entryId)}`, config.publicUrl);
      url.searchParams.set('exp', String(expiresAt));
      url.searchParams.set('sig', sig);
      return reply({ url: url.toString(), expiresAt: new Date(expiresAt * 1000).toISOString() });
    },
  );

  server.registerTool(
    'page_status',
    {
      description: 'Quick publish status of several entries at once.',
      inputSchema: z.object({ entryIds: z.array(z.string()).min(1).max(50), space: z.string().optional() }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const space = spaceOf(args);
      access(ctx, space);
      const rows = await Promise.all(
        args.entryIds.map(async (id) => {
          const entry = await cms.getEntry(space, id);
          return entry ? { id, status: statusLabel(statusOf(entry)), revision: entry.sys.version } : { id, status: 'missing' };
        }),
      );
      return reply(rows);
    },
  );

  return server;
}
