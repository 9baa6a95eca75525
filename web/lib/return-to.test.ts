import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath } from './return-to';

describe('the page a sign-in goes back to', () => {
  it('is a page of this app, with its query and fragment', () => {
    expect(safeReturnPath('/recipes/saved')).toBe('/recipes/saved');
    expect(safeReturnPath('/preferences?tab=meals#counts')).toBe('/preferences?tab=meals#counts');
    expect(safeReturnPath('/pricing#beta-code')).toBe('/pricing#beta-code');
    expect(safeReturnPath('/meal-plan/meal/5d2c0d3e-1f7a-4a8e-9d44-0b7e4c2f9a11')).toBe('/meal-plan/meal/5d2c0d3e-1f7a-4a8e-9d44-0b7e4c2f9a11');
  });

  it('is never another site, however the address is written', () => {
    for (const elsewhere of [
      'https://evil.example/recipes',
      '//evil.example/recipes',
      '/\\evil.example/recipes',
      '/\t/evil.example',
      'javascript:alert(1)',
      'recipes/saved',
      '',
    ]) {
      expect(safeReturnPath(elsewhere), elsewhere).toBeUndefined();
    }
  });

  it('is never a page a sign-in passes through, in any case or with a trailing slash', () => {
    for (const page of ['/login', '/login?next=/x', '/LOGIN/', '/signup', '/auth-loading?code=abc', '/email-confirmation', '/password-reset', '/password-update#x', '/setup']) {
      expect(safeReturnPath(page), page).toBeUndefined();
    }
  });

  it('is read from router state only when it is a string there', () => {
    expect(returnPathOf({ from: '/profile' })).toBe('/profile');
    expect(returnPathOf({ from: { pathname: '/profile' } })).toBeUndefined();
    expect(returnPathOf({ email: 'ann@example.com' })).toBeUndefined();
    expect(returnPathOf(null)).toBeUndefined();
    expect(returnPathOf('/profile')).toBeUndefined();
  });
});
