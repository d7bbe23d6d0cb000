import { ptBR } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { muiPtBR } from './mui-pt-br';

type Props = Record<string, unknown>;
const propsOf = (locale: typeof ptBR, component: string) =>
  (locale.components as Record<string, { defaultProps: Props }>)[component]!.defaultProps;

describe("the app's pt-BR component texts", () => {
  it('say what MUI pt-BR says, word for word', () => {
    const components = Object.keys(ptBR.components!);
    expect(Object.keys(muiPtBR.components!).sort()).toEqual(components.sort());
    for (const component of components) {
      const ours = propsOf(muiPtBR, component);
      const mui = propsOf(ptBR, component);
      expect(Object.keys(ours).sort(), component).toEqual(Object.keys(mui).sort());
      for (const [key, value] of Object.entries(mui)) {
        if (typeof value !== 'function') expect(ours[key], `${component}.${key}`).toBe(value);
      }
    }
  });

  it('write the same labels with counts and pages', () => {
    const ours = propsOf(muiPtBR, 'MuiTablePagination');
    const mui = propsOf(ptBR, 'MuiTablePagination');
    for (const rows of [
      { from: 1, to: 10, count: 1234, page: 0 },
      { from: 1001, to: 2000, count: -1, page: 100 },
    ]) {
      expect((ours.labelDisplayedRows as (r: typeof rows) => string)(rows)).toBe(
        (mui.labelDisplayedRows as (r: typeof rows) => string)(rows),
      );
    }
    for (const type of ['first', 'last', 'next', 'previous'])
      expect((ours.getItemAriaLabel as (t: string) => string)(type)).toBe(
        (mui.getItemAriaLabel as (t: string) => string)(type),
      );
    const pages = [propsOf(muiPtBR, 'MuiPagination'), propsOf(ptBR, 'MuiPagination')].map(
      (props) => props.getItemAriaLabel as (t: string, p: number, s: boolean) => string,
    );
    for (const [type, page, selected] of [
      ['page', 3, true],
      ['page', 4, false],
      ['first', 1, false],
      ['previous', 2, false],
    ] as const)
      expect(pages[0]!(type, page, selected)).toBe(pages[1]!(type, page, selected));
    const ratings = [propsOf(muiPtBR, 'MuiRating'), propsOf(ptBR, 'MuiRating')].map(
      (props) => props.getLabelText as (v: number) => string,
    );
    for (const value of [1, 2.5]) expect(ratings[0]!(value)).toBe(ratings[1]!(value));
  });
});
