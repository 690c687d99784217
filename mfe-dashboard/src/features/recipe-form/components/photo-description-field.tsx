import type { InputHTMLAttributes } from 'react';
import { RECIPE_LIMITS } from '@forkful/domain';
import { TextField, type FieldLabelling } from '@forkful/ui';

type Props = Omit<FieldLabelling, 'label' | 'hint'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** "Photo description", sent as imageAlt: what the photo shows, for people who cannot see it. Takes register('imageAlt'). */
export function PhotoDescriptionField(props: Props) {
  return (
    <TextField
      label="Photo description"
      hint="What the photo shows, in a short sentence, for people who cannot see it (optional)"
      maxLength={RECIPE_LIMITS.imageAlt}
      placeholder="e.g. Risotto in a white bowl, topped with parsley"
      {...props}
    />
  );
}
