/** What a lazy page or dialog shows while its chunk loads: nothing heavier than a thin bar. */
export function PageFallback() {
  return (
    <div role="progressbar" aria-label="Carregando" style={{ height: 3, background: 'currentColor', opacity: 0.2 }} />
  );
}
