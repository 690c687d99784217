import { screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { FormField, TextAreaField, TextField, fieldControlProps } from './form-field';

describe('TextField', () => {
  it('labels its input and, without an error, marks nothing invalid', () => {
    renderThemed(<TextField id="email" label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks the input invalid and describes it by the inline error', () => {
    renderThemed(<TextField id="email" label="Email" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a valid email');
  });

  it('announces the inline error as it appears', () => {
    renderThemed(<TextField id="email" label="Email" error="Enter a valid email" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
  });

  it('is described by its hint and its error together', () => {
    renderThemed(<TextAreaField id="notes" label="Notes" hint="One per line" error="Required" rows={3} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).toHaveAccessibleDescription('One per line Required');
  });
});

describe('FormField', () => {
  it('wires a control of the caller through fieldControlProps', () => {
    renderThemed(
      <FormField id="cuisine" label="Cuisine" error="Pick a cuisine">
        <select {...fieldControlProps('cuisine', { error: 'Pick a cuisine' })}>
          <option>Italian</option>
        </select>
      </FormField>,
    );
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveAccessibleDescription('Pick a cuisine');
  });
});
