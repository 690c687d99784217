import { readSessionHint, writeSessionHint } from './session-hint';

describe('session hint', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers the signed-in user and forgets it on sign-out', () => {
    const user = { uid: 'u1', email: 'cook@forkful.test', displayName: 'Cook', photoURL: null };
    writeSessionHint(user);
    expect(readSessionHint()).toEqual(user);
    writeSessionHint(null);
    expect(readSessionHint()).toBeNull();
  });

  it('ignores a damaged hint', () => {
    window.localStorage.setItem('forkful:session-hint', '{not json');
    expect(readSessionHint()).toBeNull();
    window.localStorage.setItem('forkful:session-hint', '{"email":"no uid"}');
    expect(readSessionHint()).toBeNull();
  });
});
