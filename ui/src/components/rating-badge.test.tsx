import { screen } from '@testing-library/react';
import { uiMessages } from '../i18n/ui-messages';
import { renderThemed } from '../testing/render-themed';
import { RatingBadge } from './rating-badge';

describe('RatingBadge', () => {
  it('shows the average to one decimal, so a whole average reads like the others', () => {
    renderThemed(<RatingBadge average={4} count={3} />);
    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.0 out of 5 by 3 cooks')).toBeInTheDocument();
  });

  it('hides its star from screen readers', () => {
    const { container } = renderThemed(<RatingBadge average={4.3} count={12} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['no count', { average: 4.3 }],
    ['a count without an average', { count: 2 }],
    ['a count of 0', { average: 4.3, count: 0 }],
  ])('renders nothing for %s', (_case, props) => {
    const { container } = renderThemed(<RatingBadge {...props} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('RatingBadge in Bangla', () => {
  beforeAll(() => uiMessages.preload('bn'));

  it('shows the average and the count in Bangla digits, and says them as a Bangla sentence', () => {
    renderThemed(<RatingBadge average={4} count={3} />, { locale: 'bn' });
    expect(screen.getByText('৪.০')).toBeInTheDocument();
    expect(screen.getByText('(৩)')).toBeInTheDocument();
    expect(screen.getByText('৩ জন রাঁধুনি ৫-এর মধ্যে ৪.০ রেটিং দিয়েছেন')).toBeInTheDocument();
  });

  it('says a single rating the same way (Bangla does not change the noun)', () => {
    renderThemed(<RatingBadge average={5} count={1} />, { locale: 'bn' });
    expect(screen.getByText('১ জন রাঁধুনি ৫-এর মধ্যে ৫.০ রেটিং দিয়েছেন')).toBeInTheDocument();
  });
});
