/** Stage helper: whether an account label stands inside a running sentence rather than as a field. */
import type { Word } from './types.ts';

/** Words of a sentence printed before the label in its cell ("Der neue Saldo wird ... Ihrem Konto"). */
const MIN_WORDS_BEFORE = 2;

/**
 * Whether the label at word `i` is printed inside a sentence: at least MIN_WORDS_BEFORE words precede it in
 * its cell and its cell goes on after the number to end on a word of letters ("... Ihrem Konto DE44 ...
 * belastet."). A field's label starts its cell or its value ends it; a sentence names an account in passing
 * (the one a card's balance is paid from), which is weaker evidence than a number the heading prints alone.
 */
export function labelInProse(words: readonly Word[], i: number, cellGap: number): boolean {
  let start = i;
  while (start > 0 && words[start]!.x0 - words[start - 1]!.x1 <= cellGap) start--;
  let end = i;
  while (end + 1 < words.length && words[end + 1]!.x0 - words[end]!.x1 <= cellGap) end++;
  return i - start >= MIN_WORDS_BEFORE && end > i + 1 && /\p{L}{2,}[.!]?$/u.test(words[end]!.text);
}
