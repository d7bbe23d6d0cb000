import { type Cents, type Result, formatMoney } from '@brasa/domain';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type SplitState, maxSplitPeople, nextPeopleText } from '../model/split-bill';

interface Props {
  /** What is split: it caps the people count (maxSplitPeople). */
  pendingCents: Cents;
  peopleText: string;
  result: Result<SplitState>;
  onPeopleChange: (text: string) => void;
}

/**
 * doc 1 §2.6 'Dividir conta': what is pending split by people, the remainder on the first person. The count
 * stays within 1..maxSplitPeople(pending), typed or stepped (an empty field steps to 1).
 */
export function SplitPeopleTab({ pendingCents, peopleText, result, onPeopleChange }: Props) {
  const people = Number(peopleText);
  const step = (by: -1 | 1) => onPeopleChange(nextPeopleText(peopleText, pendingCents, by));
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Menos pessoas" disabled={peopleText !== '' && people <= 1} onClick={() => step(-1)}>
          <RemoveIcon />
        </IconButton>
        <TextField
          size="small"
          label="Pessoas"
          value={peopleText}
          onChange={(event) => onPeopleChange(nextPeopleText(event.target.value, pendingCents))}
          error={!result.ok}
          helperText={result.ok ? ' ' : result.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'split-people-input' } }}
        />
        <IconButton aria-label="Mais pessoas" disabled={people >= maxSplitPeople(pendingCents)} onClick={() => step(1)}>
          <AddIcon />
        </IconButton>
      </Stack>
      {result.ok && result.value.kind === 'PEOPLE' ? (
        <List dense disablePadding data-testid="split-people-shares">
          {result.value.shares.map((share, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText primary={`Pessoa ${index + 1}`} />
              <Typography variant="body2">{formatMoney(share)}</Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
