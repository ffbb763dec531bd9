import { createHmac } from 'node:crypto';

// The operator key of the embedded outbox (/dev/mail?key=…). Unless OUTBOX_KEY is given, it is
// derived from the JWT secret: as random as that secret, the same across restarts, and nothing
// else to store. Knowing it reveals nothing about the secret (HMAC).
export function outboxKeyFor(jwtSecret: string, fromEnv?: string): string {
  if (fromEnv && fromEnv.length > 0) {
    if (fromEnv.length < 24) throw new Error('OUTBOX_KEY must be at least 24 characters long');
    return fromEnv;
  }
  return createHmac('sha256', jwtSecret).update('greenwatch outbox').digest('base64url');
}
