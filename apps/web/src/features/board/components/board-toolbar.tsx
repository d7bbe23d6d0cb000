import { MSG } from '@brasa/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { SearchBy } from '../../../shared/orders/board-filters';
import { BOARD_TEXTS } from '../../../shared/order-move/board-messages';
import type { PeriodChoice } from '../../../shared/orders/board-query';
import { BoardLogsMenu } from './board-logs-menu';
import { BoardSearchField } from './board-search-field';
import { PeriodSelector } from './period-selector';
import { SortMenu } from './sort-menu';

const ToolbarRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(1),
}));

interface Props {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  searchBy: SearchBy;
  onSearchByChange: (next: SearchBy) => void;
  period: PeriodChoice;
  onPeriodChange: (next: PeriodChoice) => void;
  periodRange: { start: Date; end: Date };
  activeFilters: number;
  onOpenFilters: () => void;
  isFetching: boolean;
  onReload: () => void;
}

/** The board toolbar (doc 2 §2.1): search, 'Buscar por', period, 'Filtros', sort, the print/KDS logs (doc 4 §2) and reload. */
export function BoardToolbar(props: Props) {
  return (
    <ToolbarRow data-testid="board-toolbar">
      <BoardSearchField
        text={props.searchText}
        onTextChange={props.onSearchTextChange}
        searchBy={props.searchBy}
        onSearchByChange={props.onSearchByChange}
      />
      <PeriodSelector value={props.period} onChange={props.onPeriodChange} currentRange={props.periodRange} />
      <Badge badgeContent={props.activeFilters} color="primary">
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={props.onOpenFilters}
          data-testid="board-filters-button"
        >
          {MSG.FILTERS}
        </Button>
      </Badge>
      <SortMenu />
      <BoardLogsMenu />
      <Tooltip title={BOARD_TEXTS.RELOAD}>
        <span>
          <IconButton
            aria-label={BOARD_TEXTS.RELOAD}
            onClick={props.onReload}
            disabled={props.isFetching}
            data-testid="board-reload"
          >
            {props.isFetching ? <CircularProgress size={20} /> : <RefreshIcon />}
          </IconButton>
        </span>
      </Tooltip>
    </ToolbarRow>
  );
}
