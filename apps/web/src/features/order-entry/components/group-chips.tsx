import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import type { MenuGroup } from '../model/menu-groups';

interface Props {
  groups: readonly MenuGroup[];
  selectedId: number | null;
  onSelect: (groupId: number) => void;
}

/**
 * The group chips above the grid, in the group's colour (filled when chosen). Plain buttons styled once by
 * their container: a menu of a hundred groups drew a hundred MUI Chips (each a ButtonBase with its own
 * styles), the largest part of the items step's first render.
 */
export function GroupChips({ groups, selectedId, onSelect }: Props) {
  const theme = useTheme();
  return (
    <Box
      data-testid="group-chips"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        '& > button': {
          height: 40,
          px: 1.5,
          borderRadius: 5,
          border: '2px solid var(--group-color)',
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: theme.typography.pxToRem(13),
          fontWeight: 600,
          cursor: 'pointer',
          whiteSpace: 'nowrap',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        },
        '& > button[aria-pressed="true"]': { bgcolor: 'var(--group-color)', color: 'var(--group-text)' },
      }}
    >
      {groups.map((group) => {
        const selected = group.id === selectedId;
        const style = {
          '--group-color': group.cor,
          '--group-text': selected ? theme.palette.getContrastText(group.cor) : undefined,
        } as CSSProperties;
        return (
          <button
            key={group.id}
            type="button"
            aria-pressed={selected}
            style={style}
            onClick={() => onSelect(group.id)}
            data-testid={`group-chip-${group.id}`}
          >
            {group.descricao}
          </button>
        );
      })}
    </Box>
  );
}
