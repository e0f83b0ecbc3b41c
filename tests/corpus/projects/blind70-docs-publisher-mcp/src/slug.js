// Slug helpers for page URLs and redirects.

const RESERVED = new Set(['api', 'admin', 'assets', 'search', 'login', 'logout', 'preview']);

export function slugify(title) {
  return String(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export function validateSlug(slug) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(slug)) return 'Slugs use lowercase letters, digits, dashes and slashes.';
  if (slug.length > 120) return 'Slug is too long.';
  if (RESERVED.has(slug.split('/')[0])) return `"${slug.split('/')[0]}" is reserved.`;
  return null;
}

export function pathFor(space, slug) {
  return `/${space}/${slug}`;
}
