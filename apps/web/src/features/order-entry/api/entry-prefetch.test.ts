// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { sessionStore } from '../../../shared/session/session-store';
import { writeStored } from '../../../shared/storage/local-storage';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse } from '../../../test/render';
import { ENTRY_PARAMETER_TYPES } from '../hooks/use-entry-context';
import { prefetchOrderEntry } from './entry-prefetch';
import { menuQueries } from './menu-queries';

const MENU = '/api-v2/produtoCardapio/enxuto';
const GROUPS = '/service';
const PARAMETERS = '/api-v2/parametro/tipo/';

function stubEntryCalls() {
  return stubFetchRoutes({
    [MENU]: () => jsonResponse(200, { produtos: [], grupos: [] }),
    [GROUPS]: () => jsonResponse(200, []),
    [PARAMETERS]: () => jsonResponse(200, []),
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.reload();
  sessionStore.start('jwt', makeProfile());
});

describe('prefetchOrderEntry', () => {
  it("asks for the dialog's parameters, groups and menu under the keys the dialog reads, once", async () => {
    const { callsTo } = stubEntryCalls();
    const queryClient = createQueryClient();
    prefetchOrderEntry(queryClient);
    prefetchOrderEntry(queryClient); // the idle preload and a Home pressed meanwhile
    await queryClient.getQueryCache().find({ queryKey: menuQueries.groups('PDV_ONLINE').queryKey })?.promise;
    expect(callsTo(`${PARAMETERS}${ENTRY_PARAMETER_TYPES.join(',')}`)).toHaveLength(1);
    expect(callsTo(GROUPS)).toHaveLength(1);
    expect(callsTo(GROUPS)[0]![0]).toContain('filtroProduto=PDV_ONLINE');
    expect(callsTo(MENU)).toHaveLength(1);
    expect(callsTo(MENU)[0]![0]).toContain('filtroProduto=PDV_ONLINE');
    expect(queryClient.getQueryState(menuQueries.products('PDV_ONLINE').queryKey)).toBeDefined();
  });

  it("fetches the mobile menu on a terminal set to 'PDV mobile'", () => {
    writeStored('settings', { enableMobilePDV: true });
    const { callsTo } = stubEntryCalls();
    prefetchOrderEntry(createQueryClient());
    expect(callsTo(MENU)[0]![0]).toContain('filtroProduto=MOBILE');
    expect(callsTo(GROUPS)[0]![0]).toContain('filtroProduto=MOBILE');
  });
});
