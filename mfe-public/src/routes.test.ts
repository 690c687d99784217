import { describeRouteModule } from '@forkful/ui/src/testing/route-module';
import pkg from '../package.json';
import pagesBn from './i18n/messages/bn';
import legalBn from './i18n/messages/bn-legal';
import pagesEn from './i18n/messages/en';
import legalEn from './i18n/messages/en-legal';
import routes from './routes.json';

// This remote's route module: valid, its exposed pages load as components, its navigation leads to its own pages.
describeRouteModule(pkg.forkful.remote.name, routes);

describe('the route module in Bangla', () => {
  it('names every titled page and every navigation entry in Bangla', () => {
    expect(routes.pages.filter((page) => page.title && !page.titles?.bn).map((page) => page.path)).toEqual([]);
    expect(routes.nav.filter((entry) => !entry.labels?.bn).map((entry) => `${entry.slot} ${entry.label}`)).toEqual([]);
  });

  const en = { ...pagesEn, ...legalEn };
  const bn = { ...pagesBn, ...legalBn };

  it("titles each page as the page titles itself, in both languages (the shell's title until the page shows)", () => {
    const pageTitleKeys = {
      '/about': 'about.title',
      '/contact': 'contact.title',
      '/support': 'support.title',
      '/terms': 'terms.title',
      '/privacy': 'privacy.title',
      '/404': 'notFound.title',
    } as const;
    for (const [path, key] of Object.entries(pageTitleKeys)) {
      const page = routes.pages.find((candidate) => candidate.path === path);
      expect({ path, en: page?.title, bn: page?.titles?.bn }).toEqual({ path, en: en[key], bn: bn[key] });
    }
  });
});
