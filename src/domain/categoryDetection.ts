/**
 * Which category keyword a product name holds (docs/decisions.md): whole words only, case and
 * accents folded, a plural in -s or -x read as its singular. « Lotion » does not hold « lot », nor
 * « Tableau » « table », nor « Litière » « lit »; « Chaises » holds « chaise », « Épices » « épice ».
 * A keyword of several words matches those words in a row. The server's detection, the commercial
 * invoice's grouping and the category tester of /configuration all read this one rule.
 */
import { foldText } from './parcelList';

/** A folded word read as its singular: a final -s or -x dropped from a word of four letters or more. */
function singular(word: string): string {
  return word.length >= 4 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
}

/** The words of a text, folded and singular: letters and digits, split on anything else (spaces, hyphens, apostrophes). */
export function detectionWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

/** Whether the text holds the keyword as whole words. */
export function holdsKeyword(text: string, keyword: string): boolean {
  const wanted = detectionWords(keyword);
  if (wanted.length === 0) return false;
  const words = detectionWords(text);
  for (let start = 0; start + wanted.length <= words.length; start += 1) {
    if (wanted.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The first of the keywords the text holds, or null. */
export function keywordFound(text: string, keywords: readonly string[]): string | null {
  return keywords.find((keyword) => holdsKeyword(text, keyword)) ?? null;
}
