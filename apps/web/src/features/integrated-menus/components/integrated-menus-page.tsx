import type { TMenuCategory } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { attemptFor, unfinishedAfter, type IdempotentAttempt } from '../../../shared/api/idempotent-attempt';
import { useNotify } from '../../../shared/ui/notify';
import { integratedMenuQueries, postMenuAction } from '../api/integrated-menus-api';
import { applyResult, storesOf } from '../model/menu-model';
import { MenuEntryRow, type MenuActionSender } from './menu-entry-row';

/** The server's words (doc 4 §8 already applied there), or the doc's wording around what went wrong here. */
const reasonOf = (error: unknown, wording: (reason: string) => string) =>
  error instanceof ApiError && error.errorMessage
    ? error.errorMessage
    : wording(error instanceof Error ? error.message : String(error));

/**
 * /integrated-menus (doc 4 §2 'Integrated menus'): integration, store ('Loja n') and catalog ('Catálogo n')
 * selectors, then the catalog's categories with their items; the Ativo switch and the external code go to the
 * marketplace through the server, and the list changes only after the server accepts (doc 4 §4).
 */
export function IntegratedMenusPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const integrations = useQuery(integratedMenuQueries.integrations());
  const list = useMemo(() => integrations.data ?? [], [integrations.data]);
  const [chosenIntegration, setChosenIntegration] = useState<number | null>(null);
  const [chosenStore, setChosenStore] = useState<string | null>(null);
  const [chosenCatalog, setChosenCatalog] = useState<string | null>(null);

  // One integration is chosen by itself; with several, the user picks ('Nenhuma integração selecionada').
  const integration = list.find((i) => i.id === chosenIntegration) ?? (list.length === 1 ? list[0] : undefined);
  const stores = storesOf(integration);
  const merchantId = chosenStore !== null && stores.includes(chosenStore) ? chosenStore : (stores[0] ?? null);

  const catalogs = useQuery({
    ...integratedMenuQueries.catalogs(integration?.id ?? 0, merchantId ?? ''),
    enabled: !!integration && !!merchantId,
  });
  const catalogList = catalogs.data ?? [];
  const catalogId =
    chosenCatalog !== null && catalogList.some((c) => c.catalogId === chosenCatalog)
      ? chosenCatalog
      : (catalogList[0]?.catalogId ?? null);

  const categoriesQuery = integratedMenuQueries.categories(integration?.id ?? 0, merchantId ?? '', catalogId ?? '');
  const categories = useQuery({ ...categoriesQuery, enabled: !!integration && !!merchantId && !!catalogId });
  const products = useQuery(integratedMenuQueries.houseProducts());
  const productList = products.data ?? [];
  const productIds = useMemo(() => new Set((products.data ?? []).map((p) => p.idProduto)), [products.data]);

  const unfinished = useRef<IdempotentAttempt | null>(null);
  const categoriesKey = categoriesQuery.queryKey;
  const sendAction: MenuActionSender = async (action, fields) => {
    if (!integration || !merchantId) return false;
    const body = { integracaoId: integration.id, merchantId, ...fields };
    const attempt = attemptFor(unfinished.current, { action, body });
    try {
      const result = await postMenuAction(action, body, attempt.key);
      unfinished.current = null;
      queryClient.setQueryData<TMenuCategory[]>(categoriesKey, (old) => (old ? applyResult(old, result) : old));
      if (result.externalCode !== null) notify.success(MSG.MENU_ITEM_UPDATED);
      return true;
    } catch (error) {
      unfinished.current = unfinishedAfter(attempt, error);
      notify.error(reasonOf(error, MSG.itemIfoodNaoAtualizado));
      return false;
    }
  };

  const loadError = catalogs.error ?? categories.error;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Gestão de cardápios integrados
      </Typography>
      <Alert severity="warning">
        A gestão de cardápios é exclusiva para clientes com uma integração de marketplace (iFood) ativa.
      </Alert>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormControl size="small" sx={{ minWidth: 240 }}>
          <InputLabel id="menus-integration">Integração</InputLabel>
          <Select
            labelId="menus-integration"
            label="Integração"
            value={integration?.id ?? ''}
            onChange={(e) => {
              setChosenIntegration(Number(e.target.value));
              setChosenStore(null);
              setChosenCatalog(null);
            }}
          >
            {list.map((i) => (
              <MenuItem key={i.id} value={i.id}>
                {i.descricao}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }} disabled={stores.length === 0}>
          <InputLabel id="menus-store">Loja</InputLabel>
          <Select
            labelId="menus-store"
            label="Loja"
            value={merchantId ?? ''}
            onChange={(e) => {
              setChosenStore(String(e.target.value));
              setChosenCatalog(null);
            }}
          >
            {stores.map((m, index) => (
              <MenuItem key={m} value={m}>
                Loja {index + 1}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 200 }} disabled={catalogList.length === 0}>
          <InputLabel id="menus-catalog">Catálogo</InputLabel>
          <Select
            labelId="menus-catalog"
            label="Catálogo"
            value={catalogId ?? ''}
            onChange={(e) => setChosenCatalog(String(e.target.value))}
          >
            {catalogList.map((c, index) => (
              <MenuItem key={c.catalogId} value={c.catalogId}>
                Catálogo {index + 1}
                {c.context.length > 0 ? ` (${c.context.join(', ')})` : ''}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>

      {integrations.isPending ? <CircularProgress aria-label="Carregando" /> : null}
      {integrations.isSuccess && list.length === 0 ? (
        <Alert severity="info">Nenhuma integração com o iFood ativa nesta unidade.</Alert>
      ) : null}
      {integrations.isSuccess && list.length > 1 && !integration ? (
        <Typography color="text.secondary">Nenhuma integração selecionada</Typography>
      ) : null}
      {loadError ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void (catalogs.error ? catalogs : categories).refetch()}
            >
              Tentar novamente
            </Button>
          }
        >
          {reasonOf(loadError, MSG.produtosIfoodNaoBuscados)}
        </Alert>
      ) : null}
      {categories.isFetching && !categories.data ? <CircularProgress aria-label="Carregando cardápio" /> : null}
      {categories.data?.length === 0 ? <Alert severity="info">Este catálogo não tem categorias.</Alert> : null}

      {(categories.data ?? []).map((category) => (
        <Paper key={category.id} variant="outlined" sx={{ p: 2 }} data-testid={`menu-category-${category.id}`}>
          <Typography variant="h6" component="h2">
            {category.name}
          </Typography>
          {category.items.length === 0 ? (
            <Typography color="text.secondary">Nenhum item nesta categoria.</Typography>
          ) : null}
          {category.items.map((item, index) => (
            // Remounted once our products arrive, so a row opens on the picker when its code is one of them.
            <div key={`${item.id}-${products.isPending ? 'loading' : 'ready'}`}>
              {index > 0 ? <Divider /> : null}
              <MenuEntryRow
                entry={item}
                kind="item"
                products={productList}
                productIds={productIds}
                onAction={sendAction}
              />
            </div>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
