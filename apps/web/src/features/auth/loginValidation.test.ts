import { describe, expect, it } from 'vitest';
import { validateLogin } from './loginValidation.ts';

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: '', password: 'x' })).toBe('Please fill in all fields');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe('Please fill in all fields');
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});
