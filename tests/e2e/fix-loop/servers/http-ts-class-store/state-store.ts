export interface Pending {
  op: string;
  target: string;
  rows: number;
  createdAt: number;
}

export class PendingStore {
  constructor(private readonly prefix = 'pnd_') {}

  pack(state: Pending): string {
    return this.prefix + Buffer.from(JSON.stringify(state)).toString('base64url');
  }

  unpack(token: string): Pending {
    if (!token.startsWith(this.prefix)) throw new Error('not a pending operation');
    return JSON.parse(Buffer.from(token.slice(this.prefix.length), 'base64url').toString('utf8')) as Pending;
  }
}
