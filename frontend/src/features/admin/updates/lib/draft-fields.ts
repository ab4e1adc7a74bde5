import type { TierId } from '@shared/tiers';
import type { AdminUpdate } from '@shared/updates';

/** The update form's fields as typed; the audience select's empty value is "everyone who opted in". */
export interface DraftFields {
  subject: string;
  bodyMarkdown: string;
  audienceTierId: TierId | '';
  supportersOnly: boolean;
}

/** The fields of a saved update, or of a new one (empty). */
export function fieldsOf(update: AdminUpdate | undefined): DraftFields {
  return {
    subject: update?.subject ?? '',
    bodyMarkdown: update?.bodyMarkdown ?? '',
    audienceTierId: update?.audienceTierId ?? '',
    supportersOnly: update?.supportersOnly ?? false,
  };
}

/** The same draft: nothing typed since it was saved. */
export function sameFields(a: DraftFields, b: DraftFields): boolean {
  return (
    a.subject === b.subject &&
    a.bodyMarkdown === b.bodyMarkdown &&
    a.audienceTierId === b.audienceTierId &&
    a.supportersOnly === b.supportersOnly
  );
}
