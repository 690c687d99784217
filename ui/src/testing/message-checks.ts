import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The names of a message's ICU arguments (`{count, plural, ...}`, `{name}`), nested ones included, sorted. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

/**
 * What is wrong with a translation of an app's English messages: a key only one side has, a message that is empty or
 * does not parse as ICU, or one whose arguments differ from the English one's. Empty when complete.
 */
export function translationProblems(en: Record<string, string>, other: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) if (!(key in other)) problems.push(`${key}: missing from the translation`);
  for (const key of Object.keys(other)) if (!(key in en)) problems.push(`${key}: not in English`);
  for (const [key, source] of Object.entries(en)) {
    const translated = other[key];
    if (typeof translated !== 'string') continue;
    if (!translated.trim()) {
      problems.push(`${key}: empty`);
      continue;
    }
    try {
      const want = messageArguments(source).join(',');
      const got = messageArguments(translated).join(',');
      if (want !== got) problems.push(`${key}: arguments {${got}} where English has {${want}}`);
    } catch (error) {
      problems.push(`${key}: ${(error as Error).message}`);
    }
  }
  return problems;
}
