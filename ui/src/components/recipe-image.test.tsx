import { fireEvent, screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { RecipeImage } from './recipe-image';

const UPLOADED = 'https://api.forkful.test/images/65f0a1b2c3d4e5f6a7b8c9d0';

describe('RecipeImage', () => {
  it("shows the photo, named by the recipe's title, loaded lazily unless eager", () => {
    const { rerender } = renderThemed(<RecipeImage src="https://img.example.com/a.jpg" title="Kacchi Biryani" />);
    expect(screen.getByRole('img', { name: 'Kacchi Biryani' })).toHaveAttribute('loading', 'lazy');
    rerender(<RecipeImage src="https://img.example.com/a.jpg" title="Kacchi Biryani" eager />);
    expect(screen.getByRole('img', { name: 'Kacchi Biryani' })).toHaveAttribute('loading', 'eager');
  });

  it("shows 'No Image' with an accessible name when there is no photo", () => {
    renderThemed(<RecipeImage src="  " title="Kacchi Biryani" />);
    expect(screen.getByRole('img', { name: 'No image available for Kacchi Biryani' })).toHaveTextContent('No Image');
  });

  it('falls back to the placeholder when the photo fails, and tries a new photo again', () => {
    const { rerender } = renderThemed(<RecipeImage src="https://img.example.com/a.jpg" title="Pasta" />);
    fireEvent.error(screen.getByRole('img', { name: 'Pasta' }));
    expect(screen.getByRole('img', { name: 'No image available for Pasta' })).toBeInTheDocument();

    rerender(<RecipeImage src="https://img.example.com/b.jpg" title="Pasta" />);
    expect(screen.getByRole('img', { name: 'Pasta' })).toHaveAttribute('src', 'https://img.example.com/b.jpg');
  });

  it('offers an uploaded photo at every derived width, sized as the caller lays it out', () => {
    renderThemed(<RecipeImage src={UPLOADED} title="Pasta" sizes="(min-width: 1280px) 300px, 100vw" />);
    const photo = screen.getByRole('img', { name: 'Pasta' });
    expect(photo).toHaveAttribute('src', UPLOADED);
    expect(photo).toHaveAttribute(
      'srcset',
      `${UPLOADED}?w=320 320w, ${UPLOADED}?w=640 640w, ${UPLOADED}?w=1024 1024w, ${UPLOADED}?w=1600 1600w`,
    );
    expect(photo).toHaveAttribute('sizes', '(min-width: 1280px) 300px, 100vw');
  });

  it('gives sample pictures and foreign URLs no srcset or sizes: they exist in one size only', () => {
    for (const src of ['/images/recipes/pasta.webp', 'https://img.example.com/a.jpg']) {
      const { unmount } = renderThemed(<RecipeImage src={src} title="Pasta" sizes="100vw" />);
      const photo = screen.getByRole('img', { name: 'Pasta' });
      expect(photo).not.toHaveAttribute('srcset');
      expect(photo).not.toHaveAttribute('sizes');
      unmount();
    }
  });

  it("reserves the frame's aspect ratio with width and height attributes", () => {
    const { rerender } = renderThemed(<RecipeImage src={UPLOADED} title="Pasta" />);
    expect(screen.getByRole('img', { name: 'Pasta' })).toHaveAttribute('width', '1600');
    expect(screen.getByRole('img', { name: 'Pasta' })).toHaveAttribute('height', '1200');
    rerender(<RecipeImage src={UPLOADED} title="Pasta" ratio="1 / 1" />);
    expect(screen.getByRole('img', { name: 'Pasta' })).toHaveAttribute('height', '1600');
  });

  it("is named by the photo's description when the cook gave one, else by the title", () => {
    const { rerender } = renderThemed(<RecipeImage src={UPLOADED} title="Pasta" alt="Penne in tomato sauce, basil on top" />);
    expect(screen.getByRole('img', { name: 'Penne in tomato sauce, basil on top' })).toBeInTheDocument();
    rerender(<RecipeImage src={UPLOADED} title="Pasta" alt="  " />);
    expect(screen.getByRole('img', { name: 'Pasta' })).toBeInTheDocument();
  });
});
