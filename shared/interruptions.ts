import type { MaintenanceReason } from './maintenance-window';

// What the interruptions screen and the server agree on (issue 18): the kinds of gap, how a
// notice to the authority may have been sent, and the bounds of what an officer writes.

export const GAP_KINDS = [
  'signal_loss',
  'device_fault',
  'maintenance',
  'forwarding_failure',
] as const;
export type GapKind = (typeof GAP_KINDS)[number];

/** What a gap's source knows of its cause, beyond its kind and times. */
export type GapDetail =
  | {
      readonly kind: 'maintenance';
      readonly reason: MaintenanceReason;
      readonly note: string | null;
    }
  | {
      readonly kind: 'forwarding_failure';
      /** Station files that waited for the authority during the gap. */
      readonly files: number;
      /** The authority's (or the network's) last answer, as recorded with the attempt. */
      readonly lastReply: string | null;
    };

export const NOTICE_CHANNELS = ['email', 'phone', 'letter', 'portal', 'other'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const CAUSE_MAX_CHARS = 1000;
export const ACTIONS_MAX_CHARS = 1000;
export const EXPECTED_REPAIR_MAX_CHARS = 200;
export const NOTICE_REFERENCE_MAX_CHARS = 200;
