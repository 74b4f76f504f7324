import { describe, expect, it } from 'vitest';
import { withParticles } from './ko-particles.ts';

describe('withParticles', () => {
  it.each([
    // After a final consonant, after a vowel.
    ['회의록을(를) 제거했습니다.', '회의록을 제거했습니다.'],
    ['사진을(를) 제거했습니다.', '사진을 제거했습니다.'],
    ['김영희을(를) 제거했습니다.', '김영희를 제거했습니다.'],
    ['여기서 편집자이(가) 할 수 있는 일:', '여기서 편집자가 할 수 있는 일:'],
    ["'보고서'이(가) 이미 있습니다.", "'보고서'가 이미 있습니다."],
    ['“계약”이(가) 이미 있습니다.', '“계약”이 이미 있습니다.'],
    ['문서은(는) 업로드', '문서는 업로드'],
    ['사진은(는) 업로드', '사진은 업로드'],
    ['서울과(와) 부산', '서울과 부산'],
    ['부산과(와) 서울', '부산과 서울'],
    ['대구과(와) 서울', '대구와 서울'],
    // (으)로: 으로 after a final consonant but ㄹ, 로 after a vowel or ㄹ.
    ['거래처 계약서(으)로 이동했습니다.', '거래처 계약서로 이동했습니다.'],
    ['회의록(으)로 이동했습니다.', '회의록으로 이동했습니다.'],
    ['서울(으)로 이동했습니다.', '서울로 이동했습니다.'],
    ['‘프로젝트 박스’(으)로', '‘프로젝트 박스’로'],
    // Not after a Hangul syllable: both forms stay.
    ['Dora Downloader을(를) Previewer(으)로 추가', 'Dora Downloader을(를) Previewer(으)로 추가'],
    ['someone@example.com(으)로 코드 보내기', 'someone@example.com(으)로 코드 보내기'],
    ['Projects 2026(으)로 이동', 'Projects 2026(으)로 이동'],
    ['이름을 ".."(으)로 지정할 수 없습니다.', '이름을 ".."(으)로 지정할 수 없습니다.'],
    // Several in one text, and nothing to do.
    ['김영희을(를) 편집자(으)로 추가', '김영희를 편집자로 추가'],
    ['파일 3개를 업로드했습니다.', '파일 3개를 업로드했습니다.'],
  ])('%s → %s', (text, expected) => {
    expect(withParticles(text)).toBe(expected);
  });
});
