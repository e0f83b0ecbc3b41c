import { randomBytes } from 'crypto';
import { Note, PendingOperation } from '../models';
import { DefaultCrudRepository, EntityNotFoundError } from './crud.repository';

export { DefaultCrudRepository, EntityNotFoundError } from './crud.repository';

export class NoteRepository extends DefaultCrudRepository<Note> {
  constructor() {
    super(Note);
  }

  countInNotebook(ownerId: string, notebookId: string) {
    return this.count({ ownerId, notebookId });
  }

  purgeNotebook(ownerId: string, notebookId: string) {
    return this.deleteAll({ ownerId, notebookId });
  }
}

export class PendingOperationRepository extends DefaultCrudRepository<PendingOperation> {
  constructor(private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000)) {
    super(PendingOperation);
  }

  /** Opaque, unguessable handle; the row itself never leaves the server. */
  async open(data: Omit<Partial<PendingOperation>, 'id'>): Promise<PendingOperation> {
    return this.create({ ...data, id: randomBytes(18).toString('base64url') });
  }

  /** Fetch and delete in one go, so a confirmation can be used once only. */
  async take(id: string, userId: string, tool: string): Promise<PendingOperation | null> {
    let op: PendingOperation;
    try {
      op = await this.findById(id);
    } catch (err) {
      if (err instanceof EntityNotFoundError) return null;
      throw err;
    }
    await this.deleteById(id);
    const ttl = PendingOperation.settings().ttlSeconds ?? 600;
    if (op.userId !== userId || op.tool !== tool) return null;
    if (this.nowSeconds() - op.createdAt > ttl) return null;
    return op;
  }

  async sweep(): Promise<number> {
    const ttl = PendingOperation.settings().ttlSeconds ?? 600;
    const cutoff = this.nowSeconds() - ttl;
    let removed = 0;
    for (const op of await this.find()) {
      if (op.createdAt < cutoff && (await this.deleteById(op.id))) removed += 1;
    }
    return removed;
  }
}
