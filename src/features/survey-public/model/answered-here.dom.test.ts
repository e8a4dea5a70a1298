import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredResponseId, ownResponseId, rememberAnswer } from './answered-here';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('answered here (one answer per browser)', () => {
  it('remembers the response id per survey under survey-answered:{surveyId}', () => {
    rememberAnswer('s1', 'AbCdEfGhIjKlMnOpQr12');
    expect(window.localStorage.getItem('survey-answered:s1')).toBe('AbCdEfGhIjKlMnOpQr12');
    expect(answeredResponseId('s1')).toBe('AbCdEfGhIjKlMnOpQr12');
    expect(answeredResponseId('s2')).toBeNull();
  });

  it('the link to the response belongs to the session that sent it, not the next visitor', () => {
    rememberAnswer('s1', 'AbCdEfGhIjKlMnOpQr12');
    expect(ownResponseId('s1')).toBe('AbCdEfGhIjKlMnOpQr12');
    // A new session on the same browser (a shared device): answered, but not theirs.
    window.sessionStorage.clear();
    expect(answeredResponseId('s1')).toBe('AbCdEfGhIjKlMnOpQr12');
    expect(ownResponseId('s1')).toBeNull();
  });

  it('ignores a stored value that is not an id', () => {
    window.localStorage.setItem('survey-answered:s1', '<script>');
    expect(answeredResponseId('s1')).toBeNull();
    window.localStorage.setItem('survey-answered:s1', '');
    expect(answeredResponseId('s1')).toBeNull();
  });

  it('without storage, nothing is remembered and nothing throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberAnswer('s1', 'abc')).not.toThrow();
    expect(answeredResponseId('s1')).toBeNull();
  });
});
