/**
 * The first check of any input (body, path parameters, query string), before the route's zod schema: strings
 * that PostgreSQL or JSONB cannot hold (NUL, lone UTF-16 surrogates), nesting deep enough to overflow a
 * recursive walk, and oversized arrays, strings or objects. Iterative, so a hostile input cannot exhaust the
 * stack here either.
 */
export const INPUT_LIMITS = {
  maxDepth: 32,
  maxArrayLength: 10_000,
  maxKeys: 1_000,
  maxStringLength: 200_000,
} as const;

export type InputProblem = 'NUL' | 'UNICODE' | 'DEPTH' | 'SIZE';

export const INPUT_PROBLEM_MESSAGES: Record<InputProblem, string> = {
  NUL: 'Dados inválidos: o texto contém caracteres nulos.',
  UNICODE: 'Dados inválidos: o texto contém caracteres Unicode inválidos.',
  DEPTH: 'Dados inválidos: estrutura aninhada demais.',
  SIZE: 'Dados inválidos: listas ou textos grandes demais.',
};

// String.prototype.isWellFormed (Node 20+; the shared tsconfig's lib predates it).
const isWellFormed = (value: string) => (value as string & { isWellFormed(): boolean }).isWellFormed();

function checkString(value: string): InputProblem | null {
  if (value.length > INPUT_LIMITS.maxStringLength) return 'SIZE';
  if (value.includes('\u0000')) return 'NUL';
  if (!isWellFormed(value)) return 'UNICODE';
  return null;
}

/** The first problem found in a parsed input, or null when every string, list and object is acceptable. */
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = checkString(value);
      if (problem) return problem;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= INPUT_LIMITS.maxDepth) return 'DEPTH';
    if (Array.isArray(value)) {
      if (value.length > INPUT_LIMITS.maxArrayLength) return 'SIZE';
      for (const element of value) stack.push([element, depth + 1]);
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > INPUT_LIMITS.maxKeys) return 'SIZE';
    for (const key of keys) {
      const problem = checkString(key);
      if (problem) return problem;
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}
