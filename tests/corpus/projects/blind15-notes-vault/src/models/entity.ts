import 'reflect-metadata';

/** LoopBack-flavoured model metadata, kept deliberately small. */
const MODEL_KEY = Symbol.for('notes-vault.model');
const PROPS_KEY = Symbol.for('notes-vault.model.properties');

export interface PropertyDefinition {
  type: 'string' | 'number' | 'boolean' | 'date';
  id?: boolean;
  required?: boolean;
  hidden?: boolean;
}

export interface ModelSettings {
  name: string;
  /** Seconds after which rows are dropped by the repository sweeper. */
  ttlSeconds?: number;
}

export function model(settings: ModelSettings): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(MODEL_KEY, settings, target);
  };
}

export function property(definition: PropertyDefinition): PropertyDecorator {
  return (target, key) => {
    const props: Record<string, PropertyDefinition> = { ...(Reflect.getMetadata(PROPS_KEY, target.constructor) ?? {}) };
    props[String(key)] = definition;
    Reflect.defineMetadata(PROPS_KEY, props, target.constructor);
  };
}

export abstract class Entity {
  static settings(): ModelSettings {
    return Reflect.getMetadata(MODEL_KEY, this) ?? { name: this.name };
  }

  static properties(): Record<string, PropertyDefinition> {
    return Reflect.getMetadata(PROPS_KEY, this) ?? {};
  }

  getId(): string {
    const ctor = this.constructor as typeof Entity;
    const idProp = Object.entries(ctor.properties()).find(([, def]) => def.id)?.[0] ?? 'id';
    return String((this as Record<string, unknown>)[idProp]);
  }

  toJSON(): Record<string, unknown> {
    const ctor = this.constructor as typeof Entity;
    const out: Record<string, unknown> = {};
    for (const [name, def] of Object.entries(ctor.properties())) {
      if (!def.hidden) out[name] = (this as Record<string, unknown>)[name];
    }
    return out;
  }
}
