import { BadRequestException } from '@nestjs/common';

/** With the u flag a surrogate pair is one code point, so only a lone surrogate is in category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Deeper than any request of the API needs; a deeper body only costs stack to transform and validate. */
export const MAX_INPUT_DEPTH = 16;

/**
 * The first check of every body, query and path value, before any DTO sees it. PostgreSQL's text cannot
 * hold U+0000, and a lone UTF-16 surrogate is not text at all (it cannot be encoded as UTF-8; validators
 * that encode it throw): both are refused wherever they appear. So is nesting beyond MAX_INPUT_DEPTH,
 * which would otherwise exhaust the stack of the recursive transformer and validator.
 */
export function assertWellFormed(value: unknown): void {
  const problem = findProblem(value);
  if (problem) throw new BadRequestException(problem);
}

/** Walks the value without recursion, so the walk itself cannot run out of stack. */
function findProblem(value: unknown): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'Text must not contain NUL characters';
      if (LONE_SURROGATE.test(current)) return 'Text must be valid Unicode';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return `Request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
    for (const [key, child] of Object.entries(current)) {
      pending.push({ value: key, depth: depth + 1 }, { value: child, depth: depth + 1 });
    }
  }
  return null;
}
