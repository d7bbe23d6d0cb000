import Box from '@mui/material/Box';
import type { IdentifierCard } from '../model/identifier-cards';
import { IdentifierCardView } from './identifier-card';

interface Props {
  cards: readonly IdentifierCard[];
  now: number;
  isOnline: boolean;
  selected: ReadonlySet<string>;
  cardKey: (card: IdentifierCard) => string;
  onOpen: (card: IdentifierCard) => void;
  onToggle: (card: IdentifierCard) => void;
  testId: string;
}

/** The cards in a grid: three across on a phone, as many as fit on a desktop. */
export function CardGrid({ cards, now, isOnline, selected, cardKey, onOpen, onToggle, testId }: Props) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(128px, 1fr))' },
      }}
    >
      {cards.map((card) => (
        <IdentifierCardView
          key={cardKey(card)}
          card={card}
          now={now}
          isOnline={isOnline}
          selected={selected.has(cardKey(card))}
          onOpen={onOpen}
          onToggle={onToggle}
        />
      ))}
    </Box>
  );
}
