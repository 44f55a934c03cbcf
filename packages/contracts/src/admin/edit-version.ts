import { z } from 'zod';

/**
 * Two people editing one back-office record: every edit form carries the record's `editVersion`
 * it was opened with (`versionSeen`). A save over a newer version is refused (409, code
 * `EDIT_CONFLICT`) naming who saved meanwhile and, per field (`issues`), what they changed; nothing
 * of theirs is overwritten. Each accepted save bumps the version by one.
 */

export const EDIT_CONFLICT = 'EDIT_CONFLICT';

export const EditMsg = {
  /** The refusal: `thing` is what was edited ("product", "coupon", "category"…). */
  editedMeanwhile: (who: string, thing: string) =>
    `${who} saved this ${thing} while you were editing, so your changes were not saved. Their changes are marked below: reload to keep your other changes on top of theirs.`,
  /** One field another staff member changed meanwhile (shown on that field). */
  fieldChangedMeanwhile: (who: string, before: string, after: string) =>
    `${who} changed this from ${before} to ${after}.`,
  versionInvalid: 'The form is out of date: please reload it.',
} as const;

/** The version a form was opened with. Absent: the save is not checked (scripts, old clients). */
export const VersionSeenSchema = z
  .number({ error: EditMsg.versionInvalid })
  .int({ error: EditMsg.versionInvalid })
  .min(0, { error: EditMsg.versionInvalid })
  .optional();

/** A record's edit version as answered to the back office (records from before it read 0). */
export const EditVersionSchema = z.number().int().min(0).default(0);
