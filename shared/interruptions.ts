// What the interruptions screen and the server agree on (issue 18): the kinds of gap, how a
// notice to the authority may have been sent, and the bounds of what an officer writes.

export const GAP_KINDS = [
  'signal_loss',
  'device_fault',
  'maintenance',
  'forwarding_failure',
] as const;
export type GapKind = (typeof GAP_KINDS)[number];

export const NOTICE_CHANNELS = ['email', 'phone', 'letter', 'portal', 'other'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const CAUSE_MAX_CHARS = 1000;
export const ACTIONS_MAX_CHARS = 1000;
export const EXPECTED_REPAIR_MAX_CHARS = 200;
export const NOTICE_REFERENCE_MAX_CHARS = 200;
