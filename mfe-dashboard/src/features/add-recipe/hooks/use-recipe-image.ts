import { useCallback, useRef } from 'react';
import { storeImportedPhoto } from '../api/import-photo';

/**
 * The image a recipe is saved with: the imported page's photo, still unchanged in the Image URL field, is stored
 * through the API first (once: a save tried again reuses the stored copy); any other image is sent as it is.
 */
export function useRecipeImage() {
  const stored = useRef<{ from: string; url: string } | null>(null);
  return useCallback(async (image: string, draftImageUrl: string | undefined): Promise<string> => {
    const from = image.trim();
    if (!draftImageUrl || from !== draftImageUrl.trim()) return image;
    if (stored.current?.from !== from) stored.current = { from, url: await storeImportedPhoto(from) };
    return stored.current.url;
  }, []);
}
