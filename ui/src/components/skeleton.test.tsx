import { screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { SkeletonBlock } from './skeleton';

describe('SkeletonBlock', () => {
  it('takes the size it is given, full width by default', () => {
    renderThemed(
      <>
        <SkeletonBlock data-testid="line" $height="18px" $width="40%" />
        <SkeletonBlock data-testid="photo" $height="120px" />
      </>,
    );
    expect(screen.getByTestId('line')).toHaveStyle({ height: '18px', width: '40%' });
    expect(screen.getByTestId('photo')).toHaveStyle({ height: '120px', width: '100%' });
  });
});
