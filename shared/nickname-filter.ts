import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

// Built once: the dataset compiles to many patterns, and the form and every Lambda call it per keystroke or request.
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * Whether a nickname may be shown on the public gym wall: obscenity's English dataset with its
 * recommended transformers (leetspeak, repeated and spaced letters), on the form and the server alike.
 */
export function isNicknameAllowed(nickname: string): boolean {
  return !matcher.hasMatch(nickname);
}
