import { WALL_MESSAGES } from '@shared/wall-messages';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';

/** Said above a submitted setup: it is locked, and changes go through support. */
export function SubmissionLocked() {
  return (
    <p role="status" className="flex items-start gap-3 rounded-lg border border-border bg-surface-raised p-4 text-text">
      <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <span>
        {m.dashboard_setup_locked()}{' '}
        <Link to={paths.contact} className="rounded font-semibold text-accent underline">
          {m.dashboard_setup_contact_support()}
        </Link>
        .
      </span>
    </p>
  );
}

/** The gym wall opt-in of a new setup; once locked, the way to the profile where it now lives. */
export function WallChoice({
  locked,
  checked,
  onChange,
}: {
  locked: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (locked) {
    return (
      <p className="text-sm text-text-muted">
        {WALL_MESSAGES.changeOnProfile}{' '}
        <Link to={paths.profile} className="rounded font-semibold text-accent underline">
          {m.dashboard_setup_go_to_profile()}
        </Link>
      </p>
    );
  }
  return (
    <CheckboxField
      name="showOnWall"
      label={WALL_MESSAGES.showOnWallLabel}
      checked={checked}
      onChange={onChange}
      hint={
        <>
          {WALL_MESSAGES.whatIsShown} {WALL_MESSAGES.howToTakeDown}
        </>
      }
    />
  );
}
