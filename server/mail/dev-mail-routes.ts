import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Mailer } from './mailer.js';

// /dev/mail: the embedded outbox, for a developer (HTML) and for tests (/dev/mail.json).
export function devMailRoutes(mailer: Mailer): Hono {
  const app = new Hono();
  app.get('/dev/mail.json', async (c) => c.json(await mailer.outbox()));
  app.get('/dev/mail', async (c) => {
    const messages = await mailer.outbox();
    const items = messages.map(
      (m) =>
        html`<article>
          <h2>${m.subject}</h2>
          <p><b>To:</b> ${m.to} · <b>At:</b> ${m.created_at}</p>
          <pre>${m.text}</pre>
        </article>`,
    );
    return c.html(
      html`<!doctype html>
        <html lang="vi">
          <head>
            <meta charset="utf-8" />
            <title>Outbox | GreenWatch</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 60rem;
                margin: 2rem auto;
              }
              article {
                border-bottom: 1px solid #ddd;
                padding: 1rem 0;
              }
              pre {
                white-space: pre-wrap;
              }
            </style>
          </head>
          <body>
            <h1>Outbox (${messages.length})</h1>
            ${items.length > 0 ? items : raw('<p>No mail yet.</p>')}
          </body>
        </html>`,
    );
  });
  return app;
}
