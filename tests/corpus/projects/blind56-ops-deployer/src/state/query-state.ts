/**
 * What list_releases remembers while it asks the caller which environment to show.
 * It is only a filter, so it travels as plain base64url JSON.
 */
export interface ReleaseQuery {
  teamId: string;
  service?: string;
  environment?: string;
}

export function packQuery(query: ReleaseQuery): string {
  return Buffer.from(JSON.stringify(query), 'utf8').toString('base64url');
}

export function unpackQuery(raw: string): ReleaseQuery {
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<ReleaseQuery>;
  if (typeof parsed.teamId !== 'string') throw new Error('malformed release query');
  return {
    teamId: parsed.teamId,
    service: typeof parsed.service === 'string' ? parsed.service : undefined,
    environment: typeof parsed.environment === 'string' ? parsed.environment : undefined,
  };
}
