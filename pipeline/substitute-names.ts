// The words for "substitute day" by language, as the date-holidays data gives
// them (with its `jp` written as `ja`). A substitute record's name in a language
// without its own word takes the English one.
export const SUBSTITUTE_WORDS: Readonly<Record<string, string>> = {
  en: 'substitute day',
  az: 'əvəz gün',
  bs: 'zamjena dan',
  de: 'Ersatztag',
  es: 'día sustituto',
  fr: 'jour substitut',
  hr: 'zamjena dan',
  ja: '振替休日',
  ko: '대체공휴일',
  lv: 'aizstājējs diena',
  mk: 'заменет ден',
  nl: 'substituut',
  sq: 'ditë zëvendësuese',
  sr: 'замена дан',
  uk: 'замінити день',
  uz: 'koʻchirilgan kun',
  vi: 'ngày thay thế',
  zh: '更换日',
};

export function substituteName(name: string, language: string): string {
  return `${name} (${SUBSTITUTE_WORDS[language] ?? SUBSTITUTE_WORDS.en})`;
}
