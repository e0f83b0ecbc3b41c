// Handlers that destructure the request before checking it: the session's copy read through the destructured name.
import express from 'express';
import session from 'express-session';

export function mountOAuth(app, provider) {
  app.get('/oauth/callback', async (req, res) => {
    const { session: store, query } = req;
    if (typeof query.state !== 'string' || query.state !== store.oauthState) return res.status(400).end(); // expect: no-timing-unsafe-compare
    delete store.oauthState;
    res.json(await provider.exchange(query.code));
  });
}

export function mountForms(app) {
  app.use(express.urlencoded({ extended: false }));
  app.post('/profile', ({ body, session: { csrfSecret } }, res, next) => {
    if (body._csrf != csrfSecret) return res.sendStatus(403); // expect: no-timing-unsafe-compare
    next();
  });
  // look-alikes: the session's view state and theme against what the client sent
  app.post('/view', ({ body, session: sessionData }, res) => {
    if (body.view === sessionData.uiState || body.theme !== sessionData.theme) sessionData.uiState = body.view;
    res.sendStatus(204);
  });
}

export const sessions = session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false });
