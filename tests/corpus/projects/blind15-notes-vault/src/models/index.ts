import { Entity, model, property } from './entity';

@model({ name: 'Note' })
export class Note extends Entity {
  @property({ type: 'string', id: true }) id!: string;
  @property({ type: 'string', required: true }) notebookId!: string;
  @property({ type: 'string', required: true }) ownerId!: string;
  @property({ type: 'string' }) title = '';
  @property({ type: 'string' }) body = '';
  @property({ type: 'date' }) updatedAt = new Date();

  constructor(data: Partial<Note> = {}) {
    super();
    Object.assign(this, data);
  }
}

/**
 * A destructive operation waiting for the user's confirmation. It lives on the
 * server; the client only ever sees the random `id` (inside sealed state).
 */
@model({ name: 'PendingOperation', ttlSeconds: 600 })
export class PendingOperation extends Entity {
  @property({ type: 'string', id: true }) id!: string;
  @property({ type: 'string', required: true }) userId!: string;
  @property({ type: 'string', required: true }) tool!: string;
  @property({ type: 'string', required: true }) argsDigest!: string;
  @property({ type: 'number' }) affectedCount = 0;
  @property({ type: 'number', hidden: true }) createdAt = Math.floor(Date.now() / 1000);

  constructor(data: Partial<PendingOperation> = {}) {
    super();
    Object.assign(this, data);
  }
}
