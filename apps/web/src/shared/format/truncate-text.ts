/** doc 4 §9: texts are cut to 50 characters unless a screen says otherwise (product tiles: 25, doc 2 §9). */
export const DEFAULT_TRUNCATE_LENGTH = 50;

/** Cuts `text` to at most `max` characters, the last one an ellipsis when something was cut. */
export function truncateText(text: string, max: number = DEFAULT_TRUNCATE_LENGTH): string {
  if (max <= 0) return '';
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
