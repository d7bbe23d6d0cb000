import { formatMoneyReais } from '@brasa/domain';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { truncateText } from '../../../shared/format/truncate-text';
import type { MenuEntry } from '../model/menu-entry';

/** doc 2 §9: tile names are cut to 25 characters; tiles about 158 px wide, rows 60–65 px. */
export const TILE_NAME_LENGTH = 25;
export const TILE_WIDTH = 158;
export const TILE_HEIGHT = 62;

interface Props {
  entry: MenuEntry;
  color: string;
  onPick: (entry: MenuEntry) => void;
}

export function ProductTile({ entry, color, onPick }: Props) {
  const { produto } = entry;
  const perKg = produto.unidadeMedida.sigla.toUpperCase() === 'KG' ? ' /kg' : '';
  return (
    <ButtonBase
      focusRipple
      onClick={() => onPick(entry)}
      title={produto.descricao}
      data-testid={`product-tile-${produto.idProduto}`}
      sx={{
        width: TILE_WIDTH,
        height: TILE_HEIGHT,
        px: 1,
        py: 0.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        textAlign: 'left',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        borderLeft: `6px solid ${color}`,
        bgcolor: 'background.paper',
        '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {truncateText(produto.descricao, TILE_NAME_LENGTH)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {produto.abrirPassos && produto.valorUnitarioVenda === 0
          ? 'Monte o seu'
          : formatMoneyReais(produto.valorUnitarioVenda)}
        {perKg}
        {produto.abrirPassos ? ' • combo' : ''}
      </Typography>
    </ButtonBase>
  );
}
