import { render, screen } from '@testing-library/react';
import { richText } from './rich-text';

describe('richText', () => {
  it('renders each marked part by its name, wherever the sentence puts it', () => {
    const link = (text: string) => <a href="/support">{text}</a>;
    const strong = (text: string) => <strong>{text}</strong>;
    render(<p data-testid="text">{richText('[Heads up](strong): most answers are in the [Support Center](support).', { support: link, strong })}</p>);
    expect(screen.getByTestId('text')).toHaveTextContent('Heads up: most answers are in the Support Center.');
    expect(screen.getByRole('link', { name: 'Support Center' })).toHaveAttribute('href', '/support');
    expect(screen.getByText('Heads up').tagName).toBe('STRONG');
  });

  it('shows a part without a renderer as plain text, and a message without marks as it is', () => {
    const { container } = render(<p>{richText('Write to [us](nobody) [soon].', {})}</p>);
    expect(container).toHaveTextContent('Write to us [soon].');
    expect(container.querySelector('a, strong')).toBeNull();
  });
});
