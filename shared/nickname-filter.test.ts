import { isNicknameAllowed } from './nickname-filter';

describe('isNicknameAllowed', () => {
  it.each(['Hoopster23', 'Dunk Master', 'Scunthorpe Sam', 'Splash Bro'])('allows %s', (nickname) => {
    expect(isNicknameAllowed(nickname)).toBe(true);
  });

  it.each(['fuck', 'FuCk3r', 'sh1tshow', 'biiiitch'])('refuses %s', (nickname) => {
    expect(isNicknameAllowed(nickname)).toBe(false);
  });
});
