// Models a Next.js pages/api/revalidate.js on-demand ISR endpoint that checks ?secret= against process.env.REVALIDATE_SECRET.
export default async function handler(req, res) {
  if (req.method !== 'POST' && req.method !== 'GET') {
    res.setHeader('Allow', 'GET, POST');
    return res.status(405).end();
  }

  // Check for secret to confirm this is a valid request
  if (req.query.secret !== process.env.REVALIDATE_SECRET) { // expect: no-timing-unsafe-compare
    return res.status(401).json({ message: 'Invalid token' });
  }

  const path = req.query.path;
  if (typeof path !== 'string' || !path.startsWith('/')) {
    return res.status(400).json({ message: 'path must start with /' });
  }

  try {
    await res.revalidate(path);
    if (path === '/' || path === '/blog') {
      await res.revalidate('/sitemap.xml');
    }
    return res.json({ revalidated: true, path });
  } catch (err) {
    // If there was an error, Next.js will continue to show the last successfully generated page
    return res.status(500).send(err && err.message === 'Not Found' ? 'unknown path' : 'Error revalidating');
  }
}

export const config = {
  api: { bodyParser: false },
};
