/**
 * The top bar's links to the benefits program, the training course and the support chat (doc 3 §2 "Layout"):
 * one generic code per link, its address in `codigo`. Empty or missing hides the link.
 */
export const UNIT_LINKS = [
  { chave: 'URL_PROGRAMA_BENEFICIOS', label: 'Programa de benefícios' },
  { chave: 'URL_CURSO_TREINAMENTO', label: 'Curso de treinamento' },
  { chave: 'URL_CHAT_SUPORTE', label: 'Chat de suporte' },
] as const;
export type UnitLinkKey = (typeof UNIT_LINKS)[number]['chave'];

/**
 * The address when it is an absolute http(s) URL, else null: a link the staff click must not run script
 * ('javascript:'), open a local file or land on a relative page of ours.
 */
export function readHttpUrl(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? text : null;
  } catch {
    return null;
  }
}
