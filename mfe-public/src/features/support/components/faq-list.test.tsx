import { expectModeIndependentCss } from '@forkful/ui/src/testing/render-on-server';
import { FaqList } from './faq-list';

describe('FaqList', () => {
  it('has the same CSS in the light and the dark theme, the open border a translucent primary', () => {
    const css = expectModeIndependentCss(<FaqList />);
    expect(css).toContain('border-color:color-mix(in srgb, var(--ff-color-primary) 53%, transparent)');
  });
});
