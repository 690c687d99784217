import { appMessages } from '../../../i18n';
import { validateContact } from './validate-contact';

const english = appMessages.translate('en');

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact({ name: 'Marco', email: 'marco@example.it', message: 'Ciao' })).toEqual({});
  });
  it('treats blank text as missing', () => {
    expect(Object.keys(validateContact({ name: '  ', email: ' ', message: '\n' }))).toEqual(['name', 'email', 'message']);
  });
  it.each(['plainaddress', 'a@b', '@example.com', 'a b@example.com'])('rejects the email %p', (email) => {
    const problem = validateContact({ name: 'A', email, message: 'B' }).email;
    expect(problem && english(problem)).toMatch(/valid email address/);
  });
});
