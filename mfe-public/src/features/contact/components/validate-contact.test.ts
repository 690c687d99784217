import { validateContact } from './validate-contact';

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact({ name: 'Marco', email: 'marco@example.it', message: 'Ciao' })).toEqual({});
  });
  it('treats blank text as missing', () => {
    expect(Object.keys(validateContact({ name: '  ', email: ' ', message: '\n' }))).toEqual(['name', 'email', 'message']);
  });
  it.each(['plainaddress', 'a@b', '@example.com', 'a b@example.com'])('rejects the email %p', (email) => {
    expect(validateContact({ name: 'A', email, message: 'B' }).email).toMatch(/valid email address/);
  });
});
