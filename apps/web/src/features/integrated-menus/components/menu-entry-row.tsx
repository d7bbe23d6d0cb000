import type { TIfoodPostAction, TMenuItem, TMenuOption, TMenuStatus, TProduto } from '@brasa/contracts';
import { formatMoneyReais } from '@brasa/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { associatedProductId } from '../model/menu-model';

/** The change a row asks for: the action and the item's or option's fields of postIfoodAction. */
export type MenuActionSender = (
  action: TIfoodPostAction,
  fields: { itemId?: string; optionId?: string; status?: TMenuStatus; externalCode?: string },
) => Promise<boolean>;

interface Props {
  entry: TMenuItem | TMenuOption;
  kind: 'item' | 'option';
  /** An option's group, shown as a chip (doc 4 §2). */
  groupName?: string;
  products: readonly TProduto[];
  productIds: ReadonlySet<number>;
  onAction: MenuActionSender;
}

/**
 * One item or option of the marketplace's catalog (doc 4 §2): name, description, price, the 'Ativo' switch, the
 * external-ID field or the associated-product picker (a toggle switches between them) and 'Atualizar'; an item
 * expands to its option groups.
 */
export function MenuEntryRow({ entry, kind, groupName, products, productIds, onAction }: Props) {
  const associated = associatedProductId(entry.externalCode, productIds);
  const [byProduct, setByProduct] = useState(associated !== null);
  const [code, setCode] = useState(entry.externalCode ?? '');
  const [productId, setProductId] = useState<number | null>(associated);
  const [busy, setBusy] = useState<'status' | 'code' | null>(null);
  const [open, setOpen] = useState(false);
  const product = useMemo(() => products.find((p) => p.idProduto === productId) ?? null, [products, productId]);
  const idField = kind === 'item' ? { itemId: entry.id } : { optionId: entry.id };
  const groups = 'optionGroups' in entry ? entry.optionGroups : [];
  const active = entry.status === 'AVAILABLE';

  const toggleStatus = async () => {
    setBusy('status');
    await onAction(kind === 'item' ? 'STATUS' : 'SUB_STATUS', {
      ...idField,
      status: active ? 'UNAVAILABLE' : 'AVAILABLE',
    });
    setBusy(null);
  };
  const saveCode = async () => {
    setBusy('code');
    const externalCode = byProduct ? (productId === null ? '' : String(productId)) : code.trim();
    await onAction(kind === 'item' ? 'EXTERNALID' : 'SUB_EXTERNALID', { ...idField, externalCode });
    setBusy(null);
  };

  return (
    <Box data-testid={`menu-${kind}-${entry.id}`} sx={{ py: 1, pl: kind === 'option' ? 4 : 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant={kind === 'item' ? 'subtitle1' : 'body2'} sx={{ fontWeight: 600 }}>
              {entry.name}
            </Typography>
            {groupName ? <Chip size="small" label={groupName} /> : null}
          </Stack>
          {entry.description ? (
            <Typography variant="body2" color="text.secondary" noWrap title={entry.description}>
              {entry.description}
            </Typography>
          ) : null}
        </Box>
        <Typography sx={{ width: 100 }} data-testid="menu-price">
          {formatMoneyReais(entry.price.value)}
        </Typography>
        <FormControlLabel
          label="Ativo"
          control={
            <Switch
              checked={active}
              disabled={busy !== null}
              onChange={() => void toggleStatus()}
              slotProps={{ input: { 'aria-label': `Ativo ${entry.name}` } as object }}
            />
          }
        />
        <FormControlLabel
          label="Associar produto"
          control={
            <Switch
              size="small"
              checked={byProduct}
              onChange={(e) => setByProduct(e.target.checked)}
              slotProps={{ input: { 'aria-label': `Associar produto a ${entry.name}` } as object }}
            />
          }
        />
        <Box sx={{ flex: 2, minWidth: 200 }}>
          {byProduct ? (
            <Autocomplete
              size="small"
              options={products as TProduto[]}
              value={product}
              onChange={(_e, value) => setProductId(value?.idProduto ?? null)}
              getOptionLabel={(p) => p.descricao}
              isOptionEqualToValue={(a, b) => a.idProduto === b.idProduto}
              noOptionsText="Nenhum produto encontrado"
              renderInput={(params) => <TextField {...params} label="Produto associado" />}
            />
          ) : (
            <TextField
              size="small"
              fullWidth
              label="ID externo"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
          )}
        </Box>
        <Button variant="outlined" disabled={busy !== null} onClick={() => void saveCode()}>
          Atualizar
        </Button>
        {kind === 'item' ? (
          <IconButton
            aria-label={`Complementos de ${entry.name}`}
            aria-expanded={open}
            disabled={groups.length === 0}
            onClick={() => setOpen((v) => !v)}
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          >
            <ExpandMoreIcon />
          </IconButton>
        ) : null}
      </Stack>
      {groups.length > 0 ? (
        <Collapse in={open} unmountOnExit>
          {groups.map((g) =>
            g.options.map((o) => (
              <MenuEntryRow
                key={`${g.id}-${o.id}`}
                entry={o}
                kind="option"
                groupName={g.name}
                products={products}
                productIds={productIds}
                onAction={onAction}
              />
            )),
          )}
        </Collapse>
      ) : null}
    </Box>
  );
}
