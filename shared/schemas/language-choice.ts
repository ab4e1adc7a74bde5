// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { LOCALES } from '../locales';

/** The answer to a language the store does not speak (an API client's mistake: the app offers only these). */
const UNKNOWN_LANGUAGE_MESSAGE = `Choose one of the store's languages: ${LOCALES.join(', ')}`;

/** PUT /me/language: the language the store writes to the caller in, one of the store's own. */
export const languageChoiceSchema = z.object({
  locale: z.enum(LOCALES, { error: () => UNKNOWN_LANGUAGE_MESSAGE }),
});

export type LanguageChoiceRequest = z.input<typeof languageChoiceSchema>;
