/** The locales mongod 7.0 accepts and how they map to what Node's ICU (Intl.Collator) understands. */

/** The locales mongod 7.0 accepts (its ICU 57 collation data); `simple` is separate. */
const LOCALES = new Set(
  ('af am ar as az be bg bn bo bs bs_Cyrl ca chr cs cy da de de_AT dsb dz ee el en en_US en_US_POSIX eo es et fa fa_AF ' +
    'fi fil fo fr fr_CA ga gl gu ha haw he hi hr hsb hu hy id ig is it ja ka kk kl km kn ko kok ky lb lkt ln lo lt lv mk ' +
    'ml mn mr ms mt my nb ne nl nn om or pa pl ps pt ro ru se si sk sl smn sq sr sr_Latn sv sw ta te th to tr ug uk ur vi ' +
    'wae yi yo zh zh_Hant zu').split(' '),
);

/** `@collation=<type>` variants mongod accepts per locale, with the BCP 47 `co` value Intl.Collator takes for each. */
const COMMON_TYPES: Record<string, string> = { search: 'search', eor: 'eor', emoji: 'emoji' };
const LOCALE_TYPES: Record<string, Record<string, string>> = {
  ar: { compat: 'compat' },
  bn: { traditional: 'trad' },
  de: { phonebook: 'phonebk' },
  de_AT: { phonebook: 'phonebk' },
  es: { traditional: 'trad' },
  fi: { traditional: 'trad' },
  ja: { unihan: 'unihan' },
  kn: { traditional: 'trad' },
  ko: { unihan: 'unihan', searchjl: 'searchjl' },
  ln: { phonetic: 'phonetic' },
  si: { dictionary: 'dict' },
  sv: { standard: 'trad' }, // ICU 57's Swedish `standard` is what CLDR now calls `trad`
  vi: { traditional: 'trad' },
  zh: { standard: '', stroke: 'stroke', zhuyin: 'zhuyin', big5han: 'big5han', gb2312han: 'gb2312', unihan: 'unihan' },
  zh_Hant: { standard: '', pinyin: 'pinyin', zhuyin: 'zhuyin', big5han: 'big5han', gb2312han: 'gb2312', unihan: 'unihan' },
};

/** The valid locale nearest an invalid one, for mongod's "Did you mean" hint: ICU's casing and separators, then shorter. */
export function nearestLocale(locale: string): string | undefined {
  const [base, keyword] = locale.split('@', 2);
  const parts = base
    .split(/[_-]/)
    .filter(Boolean)
    .map((p, i) => (i === 0 ? p.toLowerCase() : p.length === 4 && /^[a-z]+$/i.test(p) ? p[0].toUpperCase() + p.slice(1).toLowerCase() : p.toUpperCase()));
  if (keyword !== undefined && localeBcp47(`${parts.join('_')}@${keyword}`)) return `${parts.join('_')}@${keyword}`;
  while (parts.length) {
    if (LOCALES.has(parts.join('_'))) return parts.join('_');
    parts.pop();
  }
  return undefined;
}

/** The BCP 47 tag of a locale mongod accepts (`de@collation=phonebook` -> `de-u-co-phonebk`), or undefined when it refuses it. */
export function localeBcp47(locale: string): string | undefined {
  const at = locale.indexOf('@');
  const base = at < 0 ? locale : locale.slice(0, at);
  if (!LOCALES.has(base)) return undefined;
  const tag = base === 'en_US_POSIX' ? 'en-US-u-va-posix' : base.replace(/_/g, '-');
  if (at < 0) return tag;
  const m = /^collation=([a-z0-9]+)$/.exec(locale.slice(at + 1));
  if (!m) return undefined;
  const co = LOCALE_TYPES[base]?.[m[1]] ?? COMMON_TYPES[m[1]];
  if (co === undefined) return undefined;
  return co ? `${tag}-u-co-${co}` : tag;
}

/** mongod's defaults for a locale, from ICU's locale data (e.g. Danish upper case first, Thai ignores punctuation). */
export function localeDefaults(locale: string, intl: Intl.Collator): { caseFirst: string; alternate: string; backwards: boolean } {
  const r = intl.resolvedOptions();
  return {
    caseFirst: r.caseFirst === 'upper' || r.caseFirst === 'lower' ? r.caseFirst : 'off',
    alternate: r.ignorePunctuation ? 'shifted' : 'non-ignorable',
    backwards: locale.split('@')[0] === 'fr_CA', // Canadian French compares accents from the end of the string
  };
}
