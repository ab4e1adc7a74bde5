import type { LanguageChoiceResponse } from '@shared/api/types/account';
import { languageChoiceSchema } from '@shared/schemas/language-choice';
import { setProfileLocale } from '../../data/profile-locale';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/**
 * PUT /me/language: the language the store writes to the caller in, chosen with the site's language
 * menu or on the profile. Only the caller's own profile: the route names no user.
 */
export const putLanguage = defineRoute('PUT /me/language', { body: languageChoiceSchema }, async ({ caller, body }) => {
  const response: LanguageChoiceResponse = { locale: await setProfileLocale(caller.userId, body.locale) };
  return json(200, response);
});
