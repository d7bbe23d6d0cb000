import { type ComboStepItem, formatMoneyReais } from '@brasa/domain';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { truncateText } from '../../../shared/format/truncate-text';
import { TILE_HEIGHT, TILE_NAME_LENGTH, TILE_WIDTH } from './product-tile';

interface Props {
  item: ComboStepItem;
  count: number;
  onAdd: () => void;
  onRemove: () => void;
}

/** A choice of a combo step: name, extra price, how many were chosen, and a button to take one out. */
export function ComboItemTile({ item, count, onAdd, onRemove }: Props) {
  return (
    <Box sx={{ position: 'relative' }}>
      <ButtonBase
        focusRipple
        onClick={onAdd}
        title={item.descricao}
        data-combo-tile
        data-testid={`combo-item-${item.produtoId}`}
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
          border: 2,
          borderColor: count > 0 ? 'primary.main' : 'divider',
          bgcolor: count > 0 ? 'action.selected' : 'background.paper',
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2, pr: count > 0 ? 3 : 0 }}>
          {truncateText(item.descricao, TILE_NAME_LENGTH)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.valor > 0 ? `+ ${formatMoneyReais(item.valor)}` : 'Sem acréscimo'}
        </Typography>
      </ButtonBase>
      {count > 0 ? (
        <>
          <Chip
            size="small"
            color="primary"
            label={String(count).replace('.', ',')}
            sx={{ position: 'absolute', right: 4, bottom: 4, height: 20 }}
            data-testid={`combo-item-count-${item.produtoId}`}
          />
          <IconButton
            size="small"
            onClick={onRemove}
            aria-label={`Remover ${item.descricao}`}
            sx={{ position: 'absolute', right: 0, top: 0 }}
            data-testid={`combo-item-remove-${item.produtoId}`}
          >
            <RemoveCircleIcon fontSize="small" color="error" />
          </IconButton>
        </>
      ) : null}
    </Box>
  );
}
