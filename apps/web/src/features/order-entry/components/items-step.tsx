import { MSG, formatMoney } from '@brasa/domain';
import GridViewIcon from '@mui/icons-material/GridView';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useMobileLayout } from '../hooks/use-mobile-layout';
import type { ProductAdder } from '../hooks/use-product-adder';
import { filterByName, type MenuGroup } from '../model/menu-groups';
import { CameraScanDialog } from '../../../shared/camera-scan/camera-scan-dialog';
import { ProductAccordion } from './product-accordion';
import { ProductNameSearchDialog } from './product-name-search-dialog';
import { GroupChips } from './group-chips';
import { ProductGrid, type GridTile } from './product-grid';
import type { MenuEntry } from '../model/menu-entry';

interface Props {
  groups: readonly MenuGroup[];
  isLoading: boolean;
  menuError: string | null;
  adder: ProductAdder;
  onOpenSearch: (text: string) => void;
}

/**
 * Step 2 'Escolha os itens': code/name field, groups with their colours, product grid or accordion; the camera
 * scan, and on mobile the name search, open from the field (doc 2 §2.6).
 */
export function ItemsStep({ groups, isLoading, menuError, adder, onOpenSearch }: Props) {
  const mobile = useMobileLayout();
  const [tool, setTool] = useState<'nameSearch' | 'camera' | null>(null);
  const [text, setText] = useState('');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [chosenGroup, setChosenGroup] = useState<number | null>(null);
  const groupId = chosenGroup ?? groups[0]?.id ?? null;
  const colorOf = useMemo(() => new Map(groups.map((group) => [group.id, group.cor])), [groups]);

  const filtering = text.trim() !== '' && !/^[\d=x,.\s]+$/i.test(text.trim());
  const tiles: GridTile[] = useMemo(() => {
    if (filtering) {
      return groups.flatMap((group) =>
        filterByName(group.products, text).map((entry) => ({ entry, color: group.cor })),
      );
    }
    const group = groups.find((candidate) => candidate.id === groupId);
    return (group?.products ?? []).map((entry) => ({ entry, color: colorOf.get(group!.id)! }));
  }, [filtering, groups, groupId, text, colorOf]);

  const pick = (entry: MenuEntry) => adder.pick(entry);
  const submit = async () => {
    if (await adder.submitCode(text)) setText('');
  };

  return (
    <Stack spacing={1.5} sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          autoFocus={!mobile}
          fullWidth
          size="small"
          label="Código, código de barras ou nome"
          placeholder="Ex.: 7891234567890, 3 x 123, =12,50"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void submit();
            }
          }}
          slotProps={{
            htmlInput: { 'data-testid': 'order-entry-search', autoComplete: 'off' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  {mobile ? null : (
                    <Tooltip title="Ler código de barras com a câmera">
                      <IconButton onClick={() => setTool('camera')} data-testid="open-camera-scan">
                        <QrCodeScannerIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                  <Tooltip title="Buscar produto">
                    <IconButton edge="end" onClick={() => onOpenSearch(text)} data-testid="open-product-search">
                      <SearchIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next) => next && setView(next)}>
          <ToggleButton value="grid" aria-label="Grade" data-testid="view-grid">
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label="Lista por grupo" data-testid="view-list">
            <ViewListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {mobile ? (
        <Stack direction="row" spacing={1}>
          <Button
            fullWidth
            variant="outlined"
            startIcon={<ManageSearchIcon />}
            onClick={() => setTool('nameSearch')}
            data-testid="open-product-name-search"
          >
            Buscar por nome
          </Button>
          <Button
            fullWidth
            variant="outlined"
            startIcon={<QrCodeScannerIcon />}
            onClick={() => setTool('camera')}
            data-testid="open-camera-scan"
          >
            Ler código
          </Button>
        </Stack>
      ) : null}
      {adder.pendingUnitPrice !== null ? (
        <Chip
          color="info"
          label={`Próximo produto com valor unitário ${formatMoney(adder.pendingUnitPrice)}`}
          onDelete={adder.clearPendingUnitPrice}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="pending-unit-price"
        />
      ) : null}
      {menuError ? <Alert severity="error">{menuError}</Alert> : null}
      {isLoading ? (
        <CircularProgress sx={{ alignSelf: 'center', my: 4 }} />
      ) : groups.length === 0 ? (
        <Typography color="text.secondary">{MSG.NO_GROUP_FOUND}</Typography>
      ) : view === 'list' ? (
        <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
          <ProductAccordion groups={groups} onPick={(entry) => adder.pick(entry)} />
        </Box>
      ) : (
        <>
          {filtering ? null : <GroupChips groups={groups} selectedId={groupId} onSelect={setChosenGroup} />}
          {tiles.length === 0 ? (
            <Typography color="text.secondary">{filtering ? MSG.NO_PRODUCT_FOUND : MSG.NO_PRODUCT_IN_GROUP}</Typography>
          ) : (
            <ProductGrid tiles={tiles} onPick={pick} />
          )}
        </>
      )}
      {tool === 'nameSearch' ? (
        <ProductNameSearchDialog groups={groups} onPick={(entry) => adder.pick(entry)} onClose={() => setTool(null)} />
      ) : null}
      {tool === 'camera' ? (
        <CameraScanDialog
          onCode={adder.submitCode}
          paused={adder.weighing !== null || adder.combo !== null}
          onClose={() => setTool(null)}
        />
      ) : null}
    </Stack>
  );
}
