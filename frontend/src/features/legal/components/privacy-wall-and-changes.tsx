import { WALL_MESSAGES } from '@shared/wall-messages';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** /privacy section 12: the public gym wall, only if you choose it. */
export function PrivacyGymWall() {
  return (
    <section>
      <h2>12. The public gym wall</h2>
      <p>
        Your nickname appears on the public gym wall only if you tick "{WALL_MESSAGES.showOnWallLabel}" in your tier
        setup or on your profile. {WALL_MESSAGES.whatIsShown} Our team may hide a nickname that breaks our rules.
      </p>
      <p>{WALL_MESSAGES.howToTakeDown}</p>
    </section>
  );
}

/** /privacy section 13: how the policy changes, and where to ask about your data. */
export function PrivacyChanges() {
  return (
    <section>
      <h2>13. Changes and questions</h2>
      <p>
        When this policy changes, we update the date at the top of this page. Questions about your data? Write to us
        through the{' '}
        <Link to={paths.contact} className="text-accent underline">
          contact page
        </Link>
        .
      </p>
    </section>
  );
}
