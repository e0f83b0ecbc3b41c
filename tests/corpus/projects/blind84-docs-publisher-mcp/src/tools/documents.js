// Document tools: publish one document with release notes, unpublish a document, and bulk-publish tagged drafts.
import { z } from 'zod';
import { digestArguments } from '../security/envelope.js';
import { PublisherTool, PublisherToolError, Traced, decorate, logged, requireScope } from './base.js';
import { ConfirmStepTool } from './confirm-tool.js';
import { SealedStepTool } from './sealed-tool.js';

export class PublishDocumentTool extends SealedStepTool {
  get name() { return 'publish_document'; }
  get title() { return 'Publish document'; }
  get description() { return 'Publish a reviewed CMS document, asking for release notes first.'; }
  get inputSchema() { return { documentId: z.string().min(1) }; }

  async run(args, ctx) {
    const step = this.loadStep(ctx, args);
    const notes = this.accepted(ctx, 'notes');
    const doc = await this.services.cms.getDocument(args.documentId);
    if (step && notes) {
      if (doc.etag !== step.etag) throw new PublisherToolError('The document was edited after you started. Please review it again.');
      await this.services.cms.publish(doc.id, { etag: step.etag, notes: notes.releaseNotes, actor: ctx.userId });
      return `Published "${doc.title}" at /${doc.slug}.`;
    }
    if (doc.status === 'published') return `"${doc.title}" is already published.`;
    const request = this.form(`Release notes for "${doc.title}"`, {
      releaseNotes: { type: 'string', title: 'Release notes', maxLength: 2000 },
    }, ['releaseNotes']);
    return this.needInput({ notes: request }, this.saveStep(ctx, args, { etag: doc.etag }), 'Add release notes to publish.');
  }
}
decorate(PublishDocumentTool, { run: [requireScope('docs:publish'), logged] });

export class UnpublishDocumentTool extends ConfirmStepTool {
  get name() { return 'unpublish_document'; }
  get title() { return 'Unpublish document'; }
  get description() { return 'Take a published document offline (its URL will return 404).'; }
  get inputSchema() { return { documentId: z.string().min(1), reason: z.string().min(3).max(300) }; }

  async prepare(args) {
    const doc = await this.services.cms.getDocument(args.documentId);
    if (doc.status !== 'published') throw new PublisherToolError(`"${doc.title}" is not published.`);
    return { message: `Take "${doc.title}" (/${doc.slug}) offline? Reason: ${args.reason}`, facts: { etag: doc.etag } };
  }

  async commit(args, ctx, step) {
    await this.services.cms.unpublish(args.documentId, { etag: step.etag, actor: ctx.userId });
    return `Unpublished ${args.documentId}.`;
  }
}
decorate(UnpublishDocumentTool, { run: [requireScope('docs:publish'), logged] });

export class BulkPublishTool extends Traced(PublisherTool) {
  get name() { return 'bulk_publish'; }
  get title() { return 'Bulk publish drafts'; }
  get description() { return 'Publish every draft in a space that carries a release tag, after one confirmation.'; }
  get inputSchema() { return { spaceId: z.string().min(1), tag: z.string().min(1).max(64) }; }
  get annotations() { return { ...super.annotations, destructiveHint: true }; }

  async run(args, ctx) {
    const binding = { userId: ctx.userId, tool: this.name, argsDigest: digestArguments(args) };
    const reply = this.accepted(ctx, 'confirm');
    if (ctx.state && reply) {
      const pending = await this.services.pending.claim(ctx.state, binding);
      if (!pending) throw new PublisherToolError('This bulk release expired or belongs to another request. Please start again.');
      if (reply.confirm !== true) return 'Bulk release cancelled.';
      const results = [];
      for (const doc of pending.documents) {
        try {
          await this.services.cms.publish(doc.id, { etag: doc.etag, notes: `Release ${args.tag}`, actor: ctx.userId });
          results.push({ id: doc.id, published: true });
        } catch (err) {
          results.push({ id: doc.id, published: false, error: err.message });
        }
      }
      return results;
    }

    const drafts = await this.services.cms.listDrafts(args.spaceId, args.tag);
    if (drafts.length === 0) return `No drafts tagged ${args.tag} in ${args.spaceId}.`;
    const documents = drafts.map((d) => ({ id: d.id, etag: d.etag, title: d.title }));
    const handle = await this.services.pending.create({ ...binding, documents });
    const message = `Publish ${documents.length} draft(s) tagged ${args.tag}?\n${documents.map((d) => `• ${d.title}`).join('\n')}`;
    const request = this.form(message, { confirm: { type: 'boolean', title: 'Publish all' } }, ['confirm']);
    return this.needInput({ confirm: request }, handle, message);
  }
}
decorate(BulkPublishTool, { run: [requireScope('docs:release')] });
