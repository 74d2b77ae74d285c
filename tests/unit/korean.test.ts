import { describe, expect, it } from 'vitest';
import { neededLine, particle } from '../../web/src/lib/korean';

describe('particle', () => {
  it('takes the vowel form after an open syllable and the consonant form after a batchim', () => {
    expect(particle('이미지', '을/를')).toBe('이미지를');
    expect(particle('파일', '을/를')).toBe('파일을');
    expect(particle('이미지', '이/가')).toBe('이미지가');
    expect(particle('파일', '이/가')).toBe('파일이');
    expect(particle('파일 3', '은/는')).toBe('파일 3은(는)');
  });
});

describe('neededLine', () => {
  it('lists what is missing with the particle of the last item', () => {
    expect(neededLine(['이메일 인증', '주소'])).toBe('이메일 인증, 주소가 필요합니다.');
    expect(neededLine(['이메일 인증'])).toBe('이메일 인증이 필요합니다.');
    expect(neededLine([])).toBeNull();
  });
});
