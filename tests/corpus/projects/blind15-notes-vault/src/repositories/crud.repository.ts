import { Entity } from '../models/entity';

export type Where<T> = Partial<{ [K in keyof T]: T[K] }>;

export class EntityNotFoundError extends Error {
  constructor(model: string, id: string) {
    super(`${model} "${id}" not found`);
    this.name = 'EntityNotFoundError';
  }
}

/**
 * In-memory stand-in for LoopBack's DefaultCrudRepository. The production build
 * swaps the map for the Postgres connector; the surface is the same.
 */
export class DefaultCrudRepository<T extends Entity> {
  protected readonly rows = new Map<string, T>();

  constructor(protected readonly entityClass: (new (data?: Partial<T>) => T) & typeof Entity) {}

  get modelName(): string {
    return this.entityClass.settings().name;
  }

  async create(data: Partial<T>): Promise<T> {
    const entity = new this.entityClass(data);
    const id = entity.getId();
    if (this.rows.has(id)) throw new Error(`${this.modelName} "${id}" already exists`);
    this.rows.set(id, entity);
    return entity;
  }

  async findById(id: string): Promise<T> {
    const row = this.rows.get(id);
    if (!row) throw new EntityNotFoundError(this.modelName, id);
    return row;
  }

  async find(where: Where<T> = {}): Promise<T[]> {
    return [...this.rows.values()].filter((row) =>
      Object.entries(where).every(([k, v]) => (row as Record<string, unknown>)[k] === v),
    );
  }

  async count(where: Where<T> = {}): Promise<number> {
    return (await this.find(where)).length;
  }

  async deleteById(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }

  async deleteAll(where: Where<T> = {}): Promise<number> {
    const victims = await this.find(where);
    for (const row of victims) this.rows.delete(row.getId());
    return victims.length;
  }
}
