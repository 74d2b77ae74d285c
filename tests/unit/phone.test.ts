import { describe, expect, it } from 'vitest';
import { caretAfterFormat, displayPhone, formatPhone, isPhoneNumber, toPhoneDigits } from '../../shared/phone';

describe('formatPhone: whole numbers', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['01612345678', '016-1234-5678'],
    ['0171234567', '017-123-4567'],
    ['01812345678', '018-1234-5678'],
    ['0191234567', '019-123-4567'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['0641234567', '064-123-4567'],
    ['07012345678', '070-1234-5678'],
    ['0801234567', '080-123-4567'],
    ['05051234567', '0505-123-4567'],
    ['050512345678', '0505-1234-5678'],
    ['15881234', '1588-1234'],
    ['16001234', '1600-1234'],
    ['18001234', '1800-1234'],
    ['+82 10-1234-5678', '010-1234-5678'],
    ['+82 (0)2 123 4567', '02-123-4567'],
    [' 010 1234 5678 ', '010-1234-5678'],
  ])('%s → %s', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it('leaves what is not a Korean number as its digits', () => {
    expect(formatPhone('010123456789')).toBe('010123456789');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('158812345')).toBe('158812345');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatPhone: while typing', () => {
  it('groups a mobile 010 number 3-4-4 from the start', () => {
    const steps = ['0', '01', '010', '010-1', '010-1234', '010-1234-5', '010-1234-5678'];
    const typed = ['0', '01', '010', '0101', '0101234', '01012345', '01012345678'];
    expect(typed.map(formatPhone)).toEqual(steps);
  });

  it('groups other numbers 3-3 until the whole number shows 4-4', () => {
    expect(['02', '021', '02123', '021234', '0212345', '021234567', '0212345678'].map(formatPhone)).toEqual([
      '02',
      '02-1',
      '02-123',
      '02-123-4',
      '02-123-45',
      '02-123-4567',
      '02-1234-5678',
    ]);
    expect(['031', '0311', '031123', '0311234', '0311234567', '03112345678'].map(formatPhone)).toEqual([
      '031',
      '031-1',
      '031-123',
      '031-123-4',
      '031-123-4567',
      '031-1234-5678',
    ]);
    expect(['1588', '15881', '15881234'].map(formatPhone)).toEqual(['1588', '1588-1', '1588-1234']);
  });
});

describe('toPhoneDigits and isPhoneNumber', () => {
  it('keeps digits only and turns +82 into the national 0', () => {
    expect(toPhoneDigits('010-1234-5678')).toBe('01012345678');
    expect(toPhoneDigits('+82-10-1234-5678')).toBe('01012345678');
    expect(toPhoneDigits('+82 010 1234 5678')).toBe('01012345678');
    expect(toPhoneDigits('(02) 123-4567')).toBe('021234567');
  });

  it('accepts whole Korean numbers only', () => {
    for (const ok of ['01012345678', '0111234567', '01912345678', '021234567', '0212345678', '0311234567', '06412345678', '07012345678', '05051234567', '15881234', '18001234']) {
      expect(isPhoneNumber(ok), ok).toBe(true);
    }
    for (const bad of ['', '0101234567', '010123456789', '02123456', '0301234567', '12345678', '031', '1588123', '0001234567']) {
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
  });
});

describe('caretAfterFormat', () => {
  it('follows the digits before the caret, not the end of the text', () => {
    // Typed "5" after "0101234" (caret 8 in "010-12345"): it lands after the 5 in "010-1234-5".
    expect(caretAfterFormat('010-12345', 9, '010-1234-5')).toBe(10);
    // A digit typed in the middle: "9" after "010-1" stays right after the 9.
    expect(formatPhone('010-19234-5')).toBe('010-1923-45');
    expect(caretAfterFormat('010-19234-5', 6, '010-1923-45')).toBe(6);
    // Deleting the digit before a hyphen keeps the caret where it was.
    expect(caretAfterFormat('010-123-5678', 7, '010-1235-678')).toBe(7);
    expect(caretAfterFormat('', 0, '')).toBe(0);
  });
});

describe('displayPhone', () => {
  it('shows whole numbers with hyphens and free text as written', () => {
    expect(displayPhone('01012345678')).toBe('010-1234-5678');
    expect(displayPhone('15880000')).toBe('1588-0000');
    expect(displayPhone('02 1234 5678')).toBe('02-1234-5678');
    expect(displayPhone('1588-0000 (내선 2)')).toBe('1588-0000 (내선 2)');
    expect(displayPhone('12345')).toBe('12345');
    expect(displayPhone(null)).toBe('');
  });
});
