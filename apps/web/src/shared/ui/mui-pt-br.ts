import type { Localization } from '@mui/material/locale';

/** Created on first use: Chromium loads its number data for the first `Intl.NumberFormat`. */
let numberFormat: Intl.NumberFormat | undefined;
const formatNumber = (value: number) => (numberFormat ??= new Intl.NumberFormat('pt-BR')).format(value);

const pageLabel = (type: string) => {
  if (type === 'first') return 'Ir para a primeira página';
  if (type === 'last') return 'Ir para a última página';
  if (type === 'next') return 'Ir para a próxima página';
  return 'Ir para a página anterior';
};

/**
 * MUI's pt-BR component texts (the same words as `ptBR` of `@mui/material/locale`). That module builds an
 * `Intl.NumberFormat` when it loads, for the table pagination's counts; the first one makes Chromium load its
 * number data, about 50 ms of the main thread at boot on a 2-core machine (more under load), for a label the
 * board never shows. Here the formatter is created the first time a count is written.
 */
export const muiPtBR: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar caminho' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'Linhas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${count !== -1 ? formatNumber(count) : `mais de ${formatNumber(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Estrela${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vazio',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpar',
        closeText: 'Fechar',
        loadingText: 'Carregando…',
        noOptionsText: 'Sem opções',
        openText: 'Abrir',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Fechar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navegar pela paginação',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir para a '}página ${page}` : pageLabel(type),
      },
    },
  },
};
