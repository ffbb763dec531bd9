import type { CompatContext } from '../context.js';
import type { AuthRateLimits } from './rate-limits.js';

/** What the /auth/v1 handlers share: the compat context and GoTrue's rate limits. */
export interface AuthContext extends CompatContext {
  limits: AuthRateLimits;
}
