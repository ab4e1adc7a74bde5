import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { rememberCreatorCode } from '@/lib/creator-code/remembered-creator-code';

/**
 * A creator's link (`?code=HOOPS10` on any page but /link, whose `code` is the game's link code) leaves
 * its code for the dashboard's purchase and the gift screen, which check it with the API before showing
 * it. Kept as typed, upper-cased: a code that cannot exist is refused there, where the buyer sees why.
 */
export function CreatorCodeFromLink() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const code = pathname === paths.link ? undefined : params.get('code')?.trim().toUpperCase();

  useEffect(() => {
    if (code) rememberCreatorCode(code);
  }, [code]);

  return null;
}
