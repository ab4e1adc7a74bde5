import { WALL_MESSAGES } from '@shared/wall-messages';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { messageParts } from '@/lib/message-parts';

/** /privacy section 12: the public gym wall, only if you choose it. */
export function PrivacyGymWall() {
  return (
    <section>
      <h2>{m.legal_privacy_wall_heading()}</h2>
      <p>
        {m.legal_privacy_wall_p1({
          wallLabel: WALL_MESSAGES.showOnWallLabel,
          whatIsShown: WALL_MESSAGES.whatIsShown,
        })}
      </p>
      <p>{WALL_MESSAGES.howToTakeDown}</p>
    </section>
  );
}

/** /privacy section 13: how the policy changes, and where to ask about your data. */
export function PrivacyChanges() {
  return (
    <section>
      <h2>{m.legal_privacy_changes_heading()}</h2>
      <p>
        {messageParts((markers) => m.legal_privacy_changes_p1(markers), {
          contactLink: (
            <Link to={paths.contact} className="text-accent underline">
              {m.legal_contact_page_link()}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
