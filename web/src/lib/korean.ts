/**
 * A Korean particle chosen by the word's last syllable: `을/를`, `이/가`, `은/는` take their first form
 * after a final consonant (batchim), their second after a vowel. A word not ending in Hangul gets both.
 */
export function particle(word: string, pair: '을/를' | '이/가' | '은/는'): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (!(code >= 0 && code < 11172)) return `${word}${afterConsonant}(${afterVowel})`;
  return word + (code % 28 === 0 ? afterVowel : afterConsonant);
}

/** "이메일 인증, 전화번호가 필요합니다." for the items a form still needs; null when none. */
export function neededLine(items: string[]): string | null {
  if (items.length === 0) return null;
  return `${particle(items.join(', '), '이/가')} 필요합니다.`;
}
