// Reads the authenticated user of an SDK 2.x call, or the local user on stdio.
// @ts-nocheck
export const userOf = (ctx): string => String(ctx.http?.authInfo?.extra?.userId ?? 'local');
