import { Hono, type MiddlewareHandler } from 'hono';
import { html, raw } from 'hono/html';
import type { JwtKeys } from '../jwt-keys.js';
import type { Mailer } from './mailer.js';
import { outboxAccess, refuseOutbox } from './outbox-access.js';

// /dev/mail: the embedded outbox, for an operator (HTML) and for tools and tests
// (/dev/mail.json). It holds every password-reset link, so it opens only with operator rights
// (outbox-access.ts) and is never cached or passed on as a referrer.
export interface DevMailOptions {
  mailer: Mailer;
  keys: JwtKeys;
  /** The secret of the operator link `/dev/mail?key=…` (outbox-key.ts). */
  outboxKey: string;
  /** Reverse proxies whose X-Forwarded-For names the client in the refusal log. */
  trustedProxies: number;
}

export function devMailRoutes({ mailer, keys, outboxKey, trustedProxies }: DevMailOptions): Hono {
  const app = new Hono();
  const operatorsOnly: MiddlewareHandler = async (c, next) => {
    const access = await outboxAccess(c, keys, outboxKey);
    if (access !== 'granted') return refuseOutbox(c, access, trustedProxies);
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
  };
  app.get('/dev/mail.json', operatorsOnly, async (c) => c.json(await mailer.outbox()));
  app.get('/dev/mail', operatorsOnly, async (c) => {
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
